import type { CalculationResult } from './calculate';
import { QUOTE_LABELS_EN, type QuoteLabels } from './quote-labels';

/** Which is cheaper per month: the suggested package, the custom quote, or neither. */
export type ComparisonOutcome = 'package-cheaper' | 'custom-cheaper' | 'same';

/** The custom quote against the suggested package. */
export interface Comparison {
  readonly outcome: ComparisonOutcome;
  /** How much cheaper the cheaper option is, in AED per month (0 when the same). */
  readonly difference: number;
  /** The sentence the calculator shows. */
  readonly message: string;
}

/**
 * Compares a custom quote with a package from `diff` (custom total minus package total, AED).
 * A difference that rounds to 0 whole dirhams counts as the same.
 *
 * @example
 * compareWithPackage(-249, 'Essential Care').outcome; // => 'custom-cheaper'
 * compareWithPackage(546, 'Business Plus').message; // => 'The Business Plus package is cheaper by AED 546/mo.'
 * compareWithPackage(0.4, 'Business Plus').outcome; // => 'same'
 */
export function compareWithPackage(diff: number, packageName: string): Comparison {
  const difference = Math.abs(diff);
  const outcome: ComparisonOutcome =
    Math.round(difference) === 0 ? 'same' : diff < 0 ? 'custom-cheaper' : 'package-cheaper';
  const shown = outcome === 'same' ? 0 : difference;
  return {
    outcome,
    difference: shown,
    message: comparisonSentence(outcome, shown, packageName, QUOTE_LABELS_EN),
  };
}

/**
 * The sentence of a comparison in a language's words, its amount printed as that language
 * prints money.
 *
 * @example
 * comparisonSentence('custom-cheaper', 249, 'Essential Care', QUOTE_LABELS.en); // => 'Your Custom Quote is cheaper by AED 249/mo.'
 * comparisonSentence('package-cheaper', 546, 'Business Plus', QUOTE_LABELS.ar); // => 'باقة Business Plus أقل تكلفة. الفرق الشهري: 546 درهم.'
 */
export function comparisonSentence(
  outcome: ComparisonOutcome,
  difference: number,
  packageName: string,
  labels: QuoteLabels,
): string {
  const { same, customCheaper, packageCheaper } = labels.comparison;
  if (outcome === 'same') return same;
  const amount = labels.money(difference);
  return outcome === 'custom-cheaper' ? customCheaper(amount) : packageCheaper(packageName, amount);
}

/**
 * Says which is cheaper per month, the custom quote or the suggested package.
 *
 * @example
 * comparisonMessage(calculatePrice({ numUsers: 10 })); // => 'Your Custom Quote is cheaper by AED 249/mo.'
 * comparisonMessage(calculatePrice({ numUsers: 25, licenses: { endpointProt: true, dataBackupUser: true, m365Backup: true }, addons: { avMgmt: true, backupMon: true, siteVisit: true, ms365Admin: true } })); // => 'The Business Plus package is cheaper by AED 546/mo.'
 */
export function comparisonMessage(result: Pick<CalculationResult, 'meta'>): string {
  return compareWithPackage(result.meta.diff, result.meta.suggestedPackage.name).message;
}
