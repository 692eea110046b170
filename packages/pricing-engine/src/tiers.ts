import { aedToFils, filsToAed } from './money';

/** One price band: units up to `upTo` (a running total; `null` = no limit) cost `rate` AED each. */
export interface Tier {
  readonly upTo: number | null;
  readonly rate: number;
}

/** One line of a tiered price: `qty` units at `rate` AED make `line` AED. */
export interface TierLine {
  readonly qty: number;
  readonly rate: number;
  readonly line: number;
}

/** A tiered price: the count, one line per band used, and their sum in AED. */
export interface TieredCost {
  readonly count: number;
  readonly breakdown: readonly TierLine[];
  readonly cost: number;
}

/**
 * Prices a count on marginal tiers: each band's rate applies only to the
 * units that fall inside it. A count of 0 has no lines.
 *
 * @example
 * priceTiers(25, [{ upTo: 20, rate: 40 }, { upTo: null, rate: 30 }]).cost; // => 950
 * priceTiers(25, [{ upTo: 20, rate: 40 }, { upTo: null, rate: 30 }]).breakdown.length; // => 2
 */
export function priceTiers(count: number, tiers: readonly Tier[]): TieredCost {
  const breakdown: TierLine[] = [];
  let costFils = 0;
  let priced = 0;
  for (const tier of tiers) {
    if (priced >= count) break;
    const qty = (tier.upTo === null ? count : Math.min(count, tier.upTo)) - priced;
    if (qty <= 0) continue;
    const lineFils = qty * aedToFils(tier.rate);
    breakdown.push({ qty, rate: tier.rate, line: filsToAed(lineFils) });
    costFils += lineFils;
    priced += qty;
  }
  return { count, breakdown, cost: filsToAed(costFils) };
}
