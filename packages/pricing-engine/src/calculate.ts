import { discountPercentFor } from './discount';
import {
  normalizeEnvironment,
  type AddonId,
  type Environment,
  type LicenseId,
  type SupportHours,
} from './environment';
import { aedToFils, filsToAed, percentOfFils } from './money';
import { RATES } from './rates';
import { suggestNormalizedPackage, type SuggestedPackage } from './suggest';
import { priceTiers, type TieredCost } from './tiers';

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
  /** Base + add-ons + surcharge − discount, per month. */
  readonly grandTotal: number;
  readonly meta: CalculationMeta;
}

const ADDON_IDS = Object.keys(RATES.addons) as AddonId[];
const LICENSE_IDS = Object.keys(RATES.licenses) as LicenseId[];

/**
 * Prices an environment per month: per-unit rates and tiered Wi-Fi/CCTV make the
 * base; flat add-ons and per-user/per-server licences make the add-ons; 24x7
 * adds its surcharge; the subtotal earns its discount tier.
 *
 * @example
 * calculatePrice({ numUsers: 10 }).grandTotal; // => 1250
 * calculatePrice({ numUsers: 16 }).discountPercent; // => 5
 * calculatePrice({ numUsers: 16 }).grandTotal; // => 1900
 * calculatePrice({ numUsers: 10, supportHours: '24x7' }).surcharge; // => 500
 */
export function calculatePrice(input: Environment = {}): CalculationResult {
  const env = normalizeEnvironment(input);
  const { perUnit } = RATES;

  const endpoints = env.numUsers * aedToFils(perUnit.user);
  const servers = env.numServers * aedToFils(perUnit.server);
  const routers = env.numRouters * aedToFils(perUnit.router);
  const firewalls = env.numFirewalls * aedToFils(perUnit.firewall);
  const locations = env.numLocations * aedToFils(perUnit.location);
  const wifi = priceTiers(env.numWiFi, RATES.wifiTiers);
  const cctv = priceTiers(env.numCCTV, RATES.cctvTiers);
  const base =
    endpoints +
    servers +
    routers +
    firewalls +
    locations +
    aedToFils(wifi.cost) +
    aedToFils(cctv.cost);

  let addons = 0;
  for (const id of ADDON_IDS) {
    if (env.addons[id]) addons += aedToFils(RATES.addons[id].monthly);
  }
  for (const id of LICENSE_IDS) {
    if (!env.licenses[id]) continue;
    const license = RATES.licenses[id];
    const units = license.per === 'user' ? env.numUsers : env.numServers;
    addons += units * aedToFils(license.rate);
  }

  const surcharge =
    env.supportHours === '24x7' ? percentOfFils(base + addons, RATES.surchargePercent24x7) : 0;
  const subtotal = base + addons + surcharge;
  const discountPercent = discountPercentFor(subtotal);
  const discountAmount = percentOfFils(subtotal, discountPercent);
  const grandTotal = subtotal - discountAmount;
  const suggestedPackage = suggestNormalizedPackage(env);

  return {
    baseServices: filsToAed(base),
    addonsTotal: filsToAed(addons),
    surcharge: filsToAed(surcharge),
    discountPercent,
    discountAmount: filsToAed(discountAmount),
    grandTotal: filsToAed(grandTotal),
    meta: {
      endpointsCost: filsToAed(endpoints),
      serversCost: filsToAed(servers),
      routersCost: filsToAed(routers),
      firewallsCost: filsToAed(firewalls),
      locationsCost: filsToAed(locations),
      wifi,
      cctv,
      supportHours: env.supportHours,
      suggestedPackage,
      diff: filsToAed(grandTotal - aedToFils(suggestedPackage.total)),
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
  return filsToAed(
    aedToFils(result.baseServices) + aedToFils(result.addonsTotal) + aedToFils(result.surcharge),
  );
}
