import { aedToFils, type Fils } from './money';
import { RATES, type DiscountTier } from './rates';

/**
 * The discount percentage a monthly subtotal earns: the highest tier whose
 * threshold it reaches, else 0.
 *
 * @example
 * discountPercentFor(aedToFils(1999)); // => 0
 * discountPercentFor(aedToFils(2000)); // => 5
 * discountPercentFor(aedToFils(10000)); // => 15
 */
export function discountPercentFor(
  subtotal: Fils,
  tiers: readonly DiscountTier[] = RATES.discountTiers,
): number {
  let percent = 0;
  for (const tier of tiers) {
    if (subtotal >= aedToFils(tier.minSubtotal)) percent = tier.percent;
  }
  return percent;
}
