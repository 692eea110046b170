import { comparisonSentence } from './comparison';
import { COUNT_FIELDS } from './environment';
import { formatAED } from './format';
import type { Quote } from './quote';
import {
  QUOTE_LABELS,
  type PackageLineKey,
  type QuoteLabels,
  type QuoteLanguage,
  type QuotePart,
  type QuoteStep,
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

/** A priced line as a row, named by `name` and worded by the one rule of {@link lineLabel}. */
function pricedRow(line: QuoteLine, name: string): LayoutRow {
  return {
    key: line.key,
    term: lineLabel(name, line),
    value: line.value,
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
  return names.join(', ') || labels.none;
}

/** The last row of a list that ends with its total. */
function lastOf(rows: readonly LayoutRow[]): LayoutRow {
  return rows.at(-1) ?? factRow('total', '', formatAED(0));
}

/**
 * How a quote is shown, in a language: what its environment, estimate, VAT and annual lines,
 * suggested package and comparison say, row by row, in order. The calculator's summary, the
 * printable quote, the quote request's text and the saved-quote mail all render this one layout
 * and decide nothing of their own.
 *
 * @example
 * quoteLayout(priceQuote({ numUsers: 16 }), 'en').estimate.lines.map((row) => `${row.term}: ${row.value}`); // => ['Users: 16 × AED 125: AED 2,000', 'Subtotal: AED 2,000', 'Discount (5%): -AED 100', 'Total per month: AED 1,900']
 * quoteLayout(priceQuote({ numUsers: 2 }), 'en').environment.counts[1]; // => { key: 'numServers', term: 'Servers', value: '0', kind: null, amount: null, empty: true }
 * quoteLayout(priceQuote({ numUsers: 2 }), 'en').environment.extras.map((row) => row.value); // => ['None', 'None']
 * quoteLayout(priceQuote({ numUsers: 12 }), 'en').suggestedPackage.summary; // => 'Suggested package: Business Plus (AED 3,999/month)'
 */
export function quoteLayout(quote: Quote, language: QuoteLanguage): QuoteLayout {
  const labels = QUOTE_LABELS[language];
  const { environment: env, extras, suggestedPackage: pkg, comparison } = quote;
  const quoteRow = (line: QuoteLine) =>
    pricedRow(line, isStep(line.kind) ? labels.steps[line.kind] : labels.item(line.key));
  const packageRow = (line: QuoteLine) =>
    pricedRow(
      line,
      isPackageLine(line.key) ? labels.packageLines[line.key] : labels.packageTotal(pkg.name),
    );
  const partRow = (line: QuoteLine) =>
    pricedRow(line, isPart(line.kind) ? labels.parts[line.kind] : line.label);

  const lines = quote.lines.map(quoteRow);
  const packageLines = pkg.lines.map(packageRow);
  const packageTotal = lastOf(packageLines);
  const total = lastOf(lines);
  return {
    language,
    environment: {
      title: labels.environment,
      documentTitle: labels.yourEnvironment,
      counts: COUNT_FIELDS.map(({ id }) =>
        factRow(id, labels.item(id), String(env[id]), env[id] === 0),
      ),
      supportHours: factRow('supportHours', labels.supportHours, env.supportHours),
      extras: [
        factRow('addons', labels.addons, namesOrNone(extras.addons, labels)),
        factRow('licenses', labels.licenses, namesOrNone(extras.licenses, labels)),
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
      serviceLevels: pkg.serviceLevels,
    },
    comparison: comparisonSentence(comparison.outcome, comparison.difference, pkg.name, labels),
  };
}
