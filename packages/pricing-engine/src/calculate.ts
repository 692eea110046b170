import { normalizeEnvironment, type Environment, type SupportHours } from './environment';
import { aedToFils, filsToAed, subtractFils, sumFils, toFils } from './money';
import { priceEnvironment, type PerUnitField } from './pricing';
import { suggestedPackage, type SuggestedPackage } from './suggest';
import { tieredCost, type TieredCost } from './tiers';

/** How a monthly price was made up, beyond the headline amounts (AED). */
export interface CalculationMeta {
  /** Users × the per-user rate. */
  readonly endpointsCost: number;
  readonly serversCost: number;
  readonly routersCost: number;
  readonly firewallsCost: number;
  readonly locationsCost: number;
  readonly wifi: TieredCost;
  readonly cctv: TieredCost;
  readonly supportHours: SupportHours;
  readonly suggestedPackage: SuggestedPackage;
  /** Grand total minus the suggested package's total: above 0, the package is cheaper. */
  readonly diff: number;
}

/** A monthly custom quote (AED, at most two decimals). */
export interface CalculationResult {
  /** Per-unit services plus tiered Wi-Fi and CCTV. */
  readonly baseServices: number;
  /** Flat add-ons plus licences. */
  readonly addonsTotal: number;
  /** The 24x7 surcharge on base plus add-ons; 0 at 8x5. */
  readonly surcharge: number;
  /** 0, 5, 10 or 15. */
  readonly discountPercent: number;
  readonly discountAmount: number;
  /** Base + add-ons + surcharge − discount, per month, excluding VAT. */
  readonly grandTotal: number;
  /** VAT on the monthly total ({@link VAT_PERCENT} %). */
  readonly vat: number;
  /** The monthly total including VAT. */
  readonly totalInclVat: number;
  /** Twelve months, excluding VAT. */
  readonly annualTotal: number;
  readonly meta: CalculationMeta;
}

/**
 * Prices an environment per month: per-unit rates and tiered Wi-Fi/CCTV make the
 * base; flat add-ons and per-user/per-server licences make the add-ons; 24x7
 * adds its surcharge; the subtotal earns its discount tier. For the same price
 * as worded lines, see `priceQuote`.
 *
 * @example
 * calculatePrice({ numUsers: 10 }).grandTotal; // => 1250
 * calculatePrice({ numUsers: 16 }).discountPercent; // => 5
 * calculatePrice({ numUsers: 16 }).grandTotal; // => 1900
 * calculatePrice({ numUsers: 10, supportHours: '24x7' }).surcharge; // => 500
 * calculatePrice({ numUsers: 20, numServers: 3 }).vat; // => 161.5
 */
export function calculatePrice(input: Environment = {}): CalculationResult {
  const pricing = priceEnvironment(normalizeEnvironment(input));
  // Every per-unit field has its charge, 0 included: a missing one would be 0 fils too.
  const unitCost = (key: PerUnitField) =>
    filsToAed(pricing.charges.find((charge) => charge.key === key)?.fils ?? toFils(0));
  return {
    baseServices: filsToAed(pricing.base),
    addonsTotal: filsToAed(pricing.addons),
    surcharge: filsToAed(pricing.surcharge),
    discountPercent: pricing.discountPercent,
    discountAmount: filsToAed(pricing.discount),
    grandTotal: filsToAed(pricing.total),
    vat: filsToAed(pricing.vat.vat),
    totalInclVat: filsToAed(pricing.vat.totalInclVat),
    annualTotal: filsToAed(pricing.vat.annualTotal),
    meta: {
      endpointsCost: unitCost('numUsers'),
      serversCost: unitCost('numServers'),
      routersCost: unitCost('numRouters'),
      firewallsCost: unitCost('numFirewalls'),
      locationsCost: unitCost('numLocations'),
      wifi: tieredCost(pricing.wifi),
      cctv: tieredCost(pricing.cctv),
      supportHours: pricing.env.supportHours,
      suggestedPackage: suggestedPackage(pricing.suggestedPackage),
      diff: filsToAed(subtractFils(pricing.total, pricing.suggestedPackage.totalFils)),
    },
  };
}

/**
 * The subtotal a result's discount was chosen on: base + add-ons + surcharge.
 *
 * @example
 * subtotalOf(calculatePrice({ numUsers: 16 })); // => 2000
 */
export function subtotalOf(result: CalculationResult): number {
  // The result is in dirhams, as handed out; its sum is made in fils all the same.
  return filsToAed(
    sumFils([result.baseServices, result.addonsTotal, result.surcharge].map(aedToFils)),
  );
}
