import { ADDON_CATALOGUE, LICENSE_CATALOGUE } from './catalogue';
import { comparisonSentence } from './comparison';
import { COUNT_FIELDS } from './environment';
import type { Quote } from './quote';
import type {
  PackageLineKey,
  QuoteLabels,
  QuoteLanguage,
  QuotePart,
  QuoteStep,
} from './quote-labels';
import { lineLabel, type QuoteLine, type QuoteLineKind } from './quote-line';

/** One row of a shown quote: a term and its value, worded in the quote's language. */
export interface LayoutRow {
  /** A stable name for the row, e.g. `numUsers`, `supportHours`, `discount`. */
  readonly key: string;
  readonly term: string;
  readonly value: string;
  /** The priced line's kind (a subtotal and a total are set apart); `null` for a row of facts. */
  readonly kind: QuoteLineKind | null;
  /** AED per month of a priced line; `null` for a row of facts. */
  readonly amount: number | null;
  /** A count of 0: a printed page may leave the row out, a text lists every count. */
  readonly empty: boolean;
}

/** How a quote is shown, everywhere it is shown: its sections, rows, totals and comparison. */
export interface QuoteLayout {
  readonly language: QuoteLanguage;
  readonly environment: {
    /** The heading of a text; `documentTitle` heads a printed page. */
    readonly title: string;
    readonly documentTitle: string;
    /** One row per count field, in the calculator's order. */
    readonly counts: readonly LayoutRow[];
    readonly supportHours: LayoutRow;
    /** The chosen add-ons, then the chosen licences, each one row of names (or none). */
    readonly extras: readonly LayoutRow[];
  };
  readonly estimate: {
    readonly title: string;
    /** The quote's lines, the total per month last. */
    readonly lines: readonly LayoutRow[];
    /** VAT, the monthly total including it and the annual total. */
    readonly vatLines: readonly LayoutRow[];
    readonly note: string;
    /** The total per month, the last of `lines`. */
    readonly total: LayoutRow;
  };
  /** The price at a glance: the total by part, and the total against the package's. */
  readonly charts: {
    readonly byPart: { readonly title: string; readonly bars: readonly LayoutRow[] };
    readonly against: { readonly title: string; readonly bars: readonly LayoutRow[] };
  };
  readonly suggestedPackage: {
    readonly name: string;
    /** Its heading, e.g. `Suggested package: Business Plus`. */
    readonly title: string;
    /** The package in one line with its total. */
    readonly summary: string;
    /** The package's priced lines, its total per month last. */
    readonly lines: readonly LayoutRow[];
    readonly total: LayoutRow;
    readonly serviceLevels: readonly string[];
  };
  /** Which is cheaper per month, as a sentence. */
  readonly comparison: string;
}

const isStep = (kind: QuoteLineKind): kind is QuoteStep =>
  kind === 'surcharge' ||
  kind === 'subtotal' ||
  kind === 'discount' ||
  kind === 'total' ||
  kind === 'vat' ||
  kind === 'totalInclVat' ||
  kind === 'annualTotal';

const isPackageLine = (key: string): key is PackageLineKey =>
  key === 'base' || key === 'overUsers' || key === 'serversBillable' || key === 'networkDevices';

const isPart = (kind: QuoteLineKind): kind is QuotePart =>
  kind === 'unit' ||
  kind === 'tier' ||
  kind === 'addon' ||
  kind === 'license' ||
  kind === 'surcharge' ||
  kind === 'discount';

/**
 * A priced line as a row, named by `name` and worded by the one rule of {@link lineLabel}; its
 * amounts, computed once by the engine, printed as the language prints money.
 */
function pricedRow(line: QuoteLine, name: string, labels: QuoteLabels): LayoutRow {
  return {
    key: line.key,
    term: lineLabel(name, line, labels.money),
    value: labels.money(line.amount),
    kind: line.kind,
    amount: line.amount,
    empty: false,
  };
}

/** A row of facts: a term and its value. */
function factRow(key: string, term: string, value: string, empty = false): LayoutRow {
  return { key, term, value, kind: null, amount: null, empty };
}

/** A list of names as one value; an empty list says so. */
function namesOrNone(names: readonly string[], labels: QuoteLabels): string {
  return names.join(labels.separator) || labels.none;
}

/** The last row of a list that ends with its total. */
function lastOf(rows: readonly LayoutRow[], labels: QuoteLabels): LayoutRow {
  return rows.at(-1) ?? factRow('total', '', labels.money(0));
}

/**
 * How a quote is shown, in the given words (see `quoteLayout`, which takes a language): a bundle
 * of one language passes that language's labels (e.g. `QUOTE_LABELS_EN`) and carries no other
 * language's words.
 *
 * @example
 * quoteLayoutWith(priceQuote({ numUsers: 2, supportHours: '24x7' }), QUOTE_LABELS_AR).environment.supportHours.value; // => 'على مدار الساعة (24x7)'
 * quoteLayoutWith(priceQuote({ numUsers: 2, addons: { siteVisit: true } }), QUOTE_LABELS_AR).environment.extras.map((row) => row.value); // => ['زيارة ميدانية شهرية', 'لا يوجد']
 * quoteLayoutWith(priceQuote({ numUsers: 2 }), QUOTE_LABELS_EN).language; // => 'en'
 */
export function quoteLayoutWith(quote: Quote, labels: QuoteLabels): QuoteLayout {
  const { environment: env, suggestedPackage: pkg, comparison } = quote;
  const quoteRow = (line: QuoteLine) =>
    pricedRow(line, isStep(line.kind) ? labels.steps[line.kind] : labels.item(line.key), labels);
  const packageRow = (line: QuoteLine) =>
    pricedRow(
      line,
      isPackageLine(line.key) ? labels.packageLines[line.key] : labels.packageTotal(pkg.name),
      labels,
    );
  const partRow = (line: QuoteLine) =>
    pricedRow(line, isPart(line.kind) ? labels.parts[line.kind] : line.label, labels);
  // The chosen extras by id, in the catalogue's order, named in the language.
  const addonNames = ADDON_CATALOGUE.filter(({ id }) => env.addons[id]).map(({ id }) =>
    labels.item(id),
  );
  const licenseNames = LICENSE_CATALOGUE.filter(({ id }) => env.licenses[id]).map(({ id }) =>
    labels.item(id),
  );

  const lines = quote.lines.map(quoteRow);
  const packageLines = pkg.lines.map(packageRow);
  const packageTotal = lastOf(packageLines, labels);
  const total = lastOf(lines, labels);
  return {
    language: labels.language,
    environment: {
      title: labels.environment,
      documentTitle: labels.yourEnvironment,
      counts: COUNT_FIELDS.map(({ id }) =>
        factRow(id, labels.item(id), String(env[id]), env[id] === 0),
      ),
      supportHours: factRow('supportHours', labels.supportHours, labels.hours(env.supportHours)),
      extras: [
        factRow('addons', labels.addons, namesOrNone(addonNames, labels)),
        factRow('licenses', labels.licenses, namesOrNone(licenseNames, labels)),
      ],
    },
    estimate: {
      title: labels.monthlyEstimate,
      lines,
      vatLines: quote.vatLines.map(quoteRow),
      note: labels.roundingNote,
      total,
    },
    charts: {
      byPart: { title: labels.charts.byPart, bars: quote.parts.map(partRow) },
      against: {
        title: labels.charts.against(pkg.name),
        bars: [
          { ...total, key: 'custom', term: labels.charts.custom },
          { ...packageTotal, key: 'package', term: labels.charts.package(pkg.name) },
        ],
      },
    },
    suggestedPackage: {
      name: pkg.name,
      title: labels.suggestedPackage(pkg.name),
      summary: labels.packageSummary(pkg.name, packageTotal.value),
      lines: packageLines,
      total: packageTotal,
      serviceLevels: labels.serviceLevels[pkg.id],
    },
    comparison: comparisonSentence(comparison.outcome, comparison.difference, pkg.name, labels),
  };
}
