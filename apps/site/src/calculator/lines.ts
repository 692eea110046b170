import {
  RATES,
  formatAED,
  normalizeEnvironment,
  type AddonId,
  type CalculationResult,
  type Environment,
  type LicenseId,
  type SuggestedPackage,
} from '@acme/pricing-engine';

/** One line of a quote: what is charged and how much (AED per month, formatted). */
export interface QuoteLine {
  readonly term: string;
  /** The amount in AED; a discount is negative. */
  readonly amount: number;
  /** The amount as shown. */
  readonly value: string;
  /** The grand total, shown prominently. */
  readonly total?: boolean;
}

/**
 * A quote line for an amount; a discount shows as "-AED 175".
 *
 * @example
 * line('Discount (5%)', -175); // => { term: 'Discount (5%)', amount: -175, value: '-AED 175' }
 */
export function line(term: string, amount: number): QuoteLine {
  return { term, amount, value: amount < 0 ? `-${formatAED(-amount)}` : formatAED(amount) };
}

const ADDON_IDS = Object.keys(RATES.addons) as AddonId[];
const LICENSE_IDS = Object.keys(RATES.licenses) as LicenseId[];

/**
 * Every line of a quote, in the order the summary and the quote document show them: each
 * per-unit service as quantity × rate, each Wi-Fi and CCTV tier used, each chosen add-on and
 * licence, the 24x7 surcharge, the discount with its percentage, and the monthly total.
 */
export function quoteLines(environment: Environment, result: CalculationResult): QuoteLine[] {
  const env = normalizeEnvironment(environment);
  const { meta } = result;
  const { perUnit } = RATES;
  const unit = (label: string, qty: number, rate: number, amount: number) =>
    line(`${label}: ${qty} × ${formatAED(rate)}`, amount);
  return [
    unit('Users', env.numUsers, perUnit.user, meta.endpointsCost),
    unit('Servers', env.numServers, perUnit.server, meta.serversCost),
    unit('Routers', env.numRouters, perUnit.router, meta.routersCost),
    unit('Firewalls', env.numFirewalls, perUnit.firewall, meta.firewallsCost),
    unit('Sites', env.numLocations, perUnit.location, meta.locationsCost),
    ...meta.wifi.breakdown.map((t) => unit('Wi-Fi access points', t.qty, t.rate, t.line)),
    ...meta.cctv.breakdown.map((t) => unit('CCTV cameras', t.qty, t.rate, t.line)),
    ...ADDON_IDS.filter((id) => env.addons[id]).map((id) =>
      line(RATES.addons[id].label, RATES.addons[id].monthly),
    ),
    ...LICENSE_IDS.filter((id) => env.licenses[id]).map((id) => {
      const license = RATES.licenses[id];
      const units = license.per === 'user' ? env.numUsers : env.numServers;
      return unit(license.label, units, license.rate, units * license.rate);
    }),
    line('Add-ons & licenses', result.addonsTotal),
    line('24x7 surcharge', result.surcharge),
    line(`Discount (${result.discountPercent}%)`, -result.discountAmount),
    { ...line('Total per month', result.grandTotal), total: true },
  ];
}

/**
 * The suggested package priced for the environment: its base, users over its cap, billable
 * servers and network devices, and its monthly total.
 */
export function packageLines(pkg: SuggestedPackage): QuoteLine[] {
  return [
    line('Package base', pkg.base),
    line(`Users over the cap: ${pkg.overUsers} × ${formatAED(pkg.userOverage)}`, pkg.overUsersCost),
    line(
      `Billable servers: ${pkg.serversBillable} × ${formatAED(pkg.serverRate)}`,
      pkg.serversCost,
    ),
    line(`Network devices: ${pkg.networkDevices} × ${formatAED(pkg.networkRate)}`, pkg.networkCost),
    { ...line(`${pkg.name} per month`, pkg.total), total: true },
  ];
}

/** The lines that charge something, and the total: what a printed quote lists. */
export function chargedLines(lines: readonly QuoteLine[]): QuoteLine[] {
  return lines.filter((l) => l.total || l.amount !== 0);
}
