import { ADDON_CATALOGUE, LICENSE_CATALOGUE } from './catalogue';
import { COUNT_FIELDS, type SupportHours } from './environment';
import { formatAED } from './format';
import { PACKAGES, type PackageId } from './packages';
import type { QuoteLineKind } from './quote-line';
import { ROUNDING_NOTE } from './vat';

/** The steps of a quote's arithmetic and its totals, each worded once. */
export type QuoteStep = Extract<
  QuoteLineKind,
  'surcharge' | 'subtotal' | 'discount' | 'total' | 'vat' | 'totalInclVat' | 'annualTotal'
>;

/** The parts a monthly total is split into, for a chart of the price. */
export type QuotePart = Extract<
  QuoteLineKind,
  'unit' | 'tier' | 'addon' | 'license' | 'surcharge' | 'discount'
>;

/** The lines of the suggested package's price, before its total. */
export type PackageLineKey = 'base' | 'overUsers' | 'serversBillable' | 'networkDevices';

/** Every word a quote is shown with, in one language. */
export interface QuoteLabels {
  /** The language these are the words of. */
  readonly language: QuoteLanguage;
  /**
   * An amount of dirhams as this language prints it: the same whole dirhams in every language,
   * Latin digits (`formatAED` in English, `formatAEDArabic` in Arabic).
   */
  readonly money: (amount: number) => string;
  /** What is counted or chosen: a count field (`numUsers`), an add-on or a licence id. */
  readonly item: (key: string) => string;
  readonly steps: Readonly<Record<QuoteStep, string>>;
  readonly parts: Readonly<Record<QuotePart, string>>;
  readonly packageLines: Readonly<Record<PackageLineKey, string>>;
  /** The suggested package's total line, e.g. `Business Plus per month`. */
  readonly packageTotal: (packageName: string) => string;
  /** The environment's heading in a text; `yourEnvironment` heads it in a document. */
  readonly environment: string;
  readonly yourEnvironment: string;
  readonly supportHours: string;
  /** The chosen support hours as a value, e.g. `24x7`. */
  readonly hours: (hours: SupportHours) => string;
  readonly addons: string;
  readonly licenses: string;
  /** Said of an empty list of add-ons or licences. */
  readonly none: string;
  /** Between the names of a list of add-ons or licences, e.g. `, `. */
  readonly separator: string;
  readonly monthlyEstimate: string;
  readonly roundingNote: string;
  /** The suggested package's heading, e.g. `Suggested package: Business Plus`. */
  readonly suggestedPackage: (packageName: string) => string;
  /** The suggested package in one line, its total shown, e.g. `… (AED 4,349/month)`. */
  readonly packageSummary: (packageName: string, total: string) => string;
  /** Each package's response times and visits, in display order. */
  readonly serviceLevels: Readonly<Record<PackageId, readonly string[]>>;
  /** The two charts of a quote's price: its parts, and its total against the package's. */
  readonly charts: {
    readonly byPart: string;
    readonly against: (packageName: string) => string;
    readonly custom: string;
    readonly package: (packageName: string) => string;
  };
  readonly comparison: {
    readonly same: string;
    readonly customCheaper: (difference: string) => string;
    readonly packageCheaper: (packageName: string, difference: string) => string;
  };
}

/** The languages a quote can be shown in. */
export type QuoteLanguage = 'en' | 'ar';

/** The English name of a count field, add-on or licence, as the calculator's form labels it. */
function englishItem(key: string): string {
  const entry = [...COUNT_FIELDS, ...ADDON_CATALOGUE, ...LICENSE_CATALOGUE].find(
    (item) => item.id === key,
  );
  return entry?.label ?? key;
}

/**
 * The English words of a quote. A bundle that shows quotes in English only imports this one (and
 * `quoteLayoutWith`), not `QUOTE_LABELS`, so it carries no other language's words.
 *
 * @example
 * QUOTE_LABELS_EN.steps.total; // => 'Total per month'
 * QUOTE_LABELS_EN.money(-175); // => '-AED 175'
 * QUOTE_LABELS_EN.hours('24x7'); // => '24x7'
 * QUOTE_LABELS_EN.serviceLevels.business; // => ['Remote within 2h', 'Onsite within 8h', '2 visits per month']
 */
export const QUOTE_LABELS_EN: QuoteLabels = {
  language: 'en',
  money: formatAED,
  item: englishItem,
  steps: {
    surcharge: '24x7 surcharge',
    subtotal: 'Subtotal',
    discount: 'Discount',
    total: 'Total per month',
    vat: 'VAT',
    totalInclVat: 'Monthly total incl. VAT',
    annualTotal: 'Annual total (12 months, excl. VAT)',
  },
  parts: {
    unit: 'Per-unit services',
    tier: 'Wi-Fi and CCTV',
    addon: 'Add-on services',
    license: 'Optional licenses',
    surcharge: '24x7 surcharge',
    discount: 'Discount',
  },
  packageLines: {
    base: 'Package base',
    overUsers: 'Users over the cap',
    serversBillable: 'Billable servers',
    networkDevices: 'Network devices',
  },
  packageTotal: (packageName) => `${packageName} per month`,
  environment: 'Environment',
  yourEnvironment: 'Your environment',
  supportHours: 'Support hours',
  hours: (hours) => hours,
  addons: 'Add-on services',
  licenses: 'Optional licenses',
  none: 'None',
  separator: ', ',
  monthlyEstimate: 'Monthly estimate',
  roundingNote: ROUNDING_NOTE,
  suggestedPackage: (packageName) => `Suggested package: ${packageName}`,
  packageSummary: (packageName, total) => `Suggested package: ${packageName} (${total}/month)`,
  serviceLevels: {
    essential: PACKAGES.essential.serviceLevels,
    business: PACKAGES.business.serviceLevels,
    enterprise: PACKAGES.enterprise.serviceLevels,
  },
  charts: {
    byPart: 'Monthly total by part',
    against: (packageName) => `Your estimate against ${packageName}`,
    custom: 'Custom estimate',
    package: (packageName) => `${packageName} package`,
  },
  comparison: {
    same: 'Both options cost about the same. Choose based on SLA & inclusions.',
    customCheaper: (difference) => `Your Custom Quote is cheaper by ${difference}/mo.`,
    packageCheaper: (packageName, difference) =>
      `The ${packageName} package is cheaper by ${difference}/mo.`,
  },
};
