import { filsToAed, sumFils, timesFils, aedToFils, type Fils } from './money';

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

/** One band of a tiered price as the engine sums it: `qty` units at `rate` AED make `fils`. */
export interface TierCharge {
  readonly qty: number;
  readonly rate: number;
  readonly fils: Fils;
}

/** A tiered price in fils: the count, one charge per band used, and their sum. */
export interface TieredFils {
  readonly count: number;
  readonly charges: readonly TierCharge[];
  readonly fils: Fils;
}

/**
 * Prices a count on marginal tiers, in fils: each band's rate applies only to the units that
 * fall inside it. A count of 0 has no charges.
 *
 * @example
 * tierCharges(25, [{ upTo: 20, rate: 40 }, { upTo: null, rate: 30 }]).fils; // => 95000
 */
export function tierCharges(count: number, tiers: readonly Tier[]): TieredFils {
  const charges: TierCharge[] = [];
  let priced = 0;
  for (const tier of tiers) {
    if (priced >= count) break;
    const qty = (tier.upTo === null ? count : Math.min(count, tier.upTo)) - priced;
    if (qty <= 0) continue;
    charges.push({ qty, rate: tier.rate, fils: timesFils(aedToFils(tier.rate), qty) });
    priced += qty;
  }
  return { count, charges, fils: sumFils(charges.map((charge) => charge.fils)) };
}

/**
 * A tiered price as it is handed out, in dirhams.
 *
 * @example
 * tieredCost(tierCharges(25, [{ upTo: 20, rate: 40 }, { upTo: null, rate: 30 }])).breakdown[1]; // => { qty: 5, rate: 30, line: 150 }
 */
export function tieredCost(tiered: TieredFils): TieredCost {
  return {
    count: tiered.count,
    breakdown: tiered.charges.map(({ qty, rate, fils }) => ({ qty, rate, line: filsToAed(fils) })),
    cost: filsToAed(tiered.fils),
  };
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
  return tieredCost(tierCharges(count, tiers));
}
