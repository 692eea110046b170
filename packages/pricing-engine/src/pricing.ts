import { vatOfTotal, type VatFils } from './vat';
import { ADDON_CATALOGUE, LICENSE_CATALOGUE } from './catalogue';
import { discountPercentFor } from './discount';
import type { AddonId, CountField, LicenseId, NormalizedEnvironment } from './environment';
import { aedToFils, percentOfFils, subtractFils, sumFils, timesFils, type Fils } from './money';
import { RATES } from './rates';
import { pricePackage, type PackagePrice } from './suggest';
import { tierCharges, type TieredFils } from './tiers';

/** The count fields billed at a flat per-unit rate, with their rate's name. */
export const PER_UNIT_FIELDS = [
  ['numUsers', 'user'],
  ['numServers', 'server'],
  ['numRouters', 'router'],
  ['numFirewalls', 'firewall'],
  ['numLocations', 'location'],
] as const satisfies readonly (readonly [CountField, keyof typeof RATES.perUnit])[];

/** A count field billed at a flat per-unit rate. */
export type PerUnitField = (typeof PER_UNIT_FIELDS)[number][0];

/** One charge of a custom quote, before it is worded: what, how many, at what rate. */
export type Charge =
  | {
      readonly kind: 'unit';
      readonly key: PerUnitField;
      readonly quantity: number;
      readonly rate: number;
      readonly fils: Fils;
    }
  | {
      readonly kind: 'tier';
      readonly key: 'numWiFi' | 'numCCTV';
      readonly quantity: number;
      readonly rate: number;
      readonly fils: Fils;
    }
  | {
      readonly kind: 'addon';
      readonly key: AddonId;
      readonly quantity: 1;
      readonly rate: number;
      readonly fils: Fils;
    }
  | {
      readonly kind: 'license';
      readonly key: LicenseId;
      readonly quantity: number;
      readonly rate: number;
      readonly fils: Fils;
    };

/** Everything a custom quote is computed from, in fils: the one pass both result shapes read. */
export interface Pricing {
  readonly env: NormalizedEnvironment;
  /** Every chosen charge in the quote's order, including those that come to 0. */
  readonly charges: readonly Charge[];
  readonly wifi: TieredFils;
  readonly cctv: TieredFils;
  readonly base: Fils;
  readonly addons: Fils;
  readonly surcharge: Fils;
  readonly subtotal: Fils;
  readonly discountPercent: number;
  readonly discount: Fils;
  readonly total: Fils;
  /** VAT, the total including it and the annual total, from the exact total. */
  readonly vat: VatFils;
  readonly suggestedPackage: PackagePrice;
}

/**
 * Prices a normalized environment per month: per-unit rates and tiered Wi-Fi/CCTV make the base;
 * flat add-ons and per-user/per-server licences make the add-ons; 24x7 adds its surcharge; the
 * subtotal earns its discount tier.
 *
 * @example
 * priceEnvironment(normalizeEnvironment({ numUsers: 16 })).discount; // => 10000
 * priceEnvironment(normalizeEnvironment({ numUsers: 1, addons: { avMgmt: true } })).charges.length; // => 6
 */
export function priceEnvironment(env: NormalizedEnvironment): Pricing {
  const charges: Charge[] = [];
  for (const [key, rateName] of PER_UNIT_FIELDS) {
    const rate = RATES.perUnit[rateName];
    const fils = timesFils(aedToFils(rate), env[key]);
    charges.push({ kind: 'unit', key, quantity: env[key], rate, fils });
  }
  const wifi = tierCharges(env.numWiFi, RATES.wifiTiers);
  const cctv = tierCharges(env.numCCTV, RATES.cctvTiers);
  for (const [key, tiered] of [
    ['numWiFi', wifi],
    ['numCCTV', cctv],
  ] as const) {
    for (const tier of tiered.charges) {
      charges.push({ kind: 'tier', key, quantity: tier.qty, rate: tier.rate, fils: tier.fils });
    }
  }
  const base = sumFils(charges.map((charge) => charge.fils));

  for (const addon of ADDON_CATALOGUE) {
    if (!env.addons[addon.id]) continue;
    charges.push({
      kind: 'addon',
      key: addon.id,
      quantity: 1,
      rate: addon.monthly,
      fils: aedToFils(addon.monthly),
    });
  }
  for (const license of LICENSE_CATALOGUE) {
    if (!env.licenses[license.id]) continue;
    const quantity = license.per === 'user' ? env.numUsers : env.numServers;
    charges.push({
      kind: 'license',
      key: license.id,
      quantity,
      rate: license.rate,
      fils: timesFils(aedToFils(license.rate), quantity),
    });
  }
  const addons = subtractFils(sumFils(charges.map((charge) => charge.fils)), base);

  const surcharge = percentOfFils(
    sumFils([base, addons]),
    env.supportHours === '24x7' ? RATES.surchargePercent24x7 : 0,
  );
  const subtotal = sumFils([base, addons, surcharge]);
  const discountPercent = discountPercentFor(subtotal);
  const discount = percentOfFils(subtotal, discountPercent);
  const total = subtractFils(subtotal, discount);
  return {
    env,
    charges,
    wifi,
    cctv,
    base,
    addons,
    surcharge,
    subtotal,
    discountPercent,
    discount,
    total,
    vat: vatOfTotal(total),
    suggestedPackage: pricePackage(env),
  };
}
