import { percentOfFils, sumFils, timesFils, type Fils } from './money';

/**
 * UAE VAT, in percent. The calculator's monthly total excludes it; the figures after the total
 * add it, by the engine's one rounding rule.
 */
export const VAT_PERCENT = 5;

/**
 * Said wherever the VAT figures are shown: each amount is shown in whole dirhams, so a shown sum
 * can differ from its shown parts by AED 1.
 *
 * @example
 * ROUNDING_NOTE; // => 'Amounts are rounded to whole dirhams.'
 */
export const ROUNDING_NOTE = 'Amounts are rounded to whole dirhams.';

/** What follows a monthly total excluding VAT, in fils. */
export interface VatFils {
  /** {@link VAT_PERCENT} of the monthly total. */
  readonly vat: Fils;
  /** The monthly total plus VAT. */
  readonly totalInclVat: Fils;
  /** Twelve monthly totals, excluding VAT. */
  readonly annualTotal: Fils;
}

/**
 * VAT, the total including it, and the annual total, from the exact monthly total in fils.
 *
 * @example
 * vatOfTotal(toFils(323000)); // => { vat: 16150, totalInclVat: 339150, annualTotal: 3876000 }
 * vatOfTotal(toFils(1999)); // => { vat: 100, totalInclVat: 2099, annualTotal: 23988 }
 */
export function vatOfTotal(total: Fils): VatFils {
  const vat = percentOfFils(total, VAT_PERCENT);
  return { vat, totalInclVat: sumFils([total, vat]), annualTotal: timesFils(total, 12) };
}
