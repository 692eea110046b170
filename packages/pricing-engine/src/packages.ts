/** The three managed packages the calculator compares against. */
export type PackageId = 'essential' | 'business' | 'enterprise';

/** A managed package with every column of its price table (AED per month). */
export interface ManagedPackage {
  readonly id: PackageId;
  readonly name: string;
  /** Monthly base price. */
  readonly base: number;
  /** Users covered by the base price. */
  readonly userCap: number;
  /** Per user beyond the cap. */
  readonly overagePerUser: number;
  /** Per server beyond those included. */
  readonly serverRate: number;
  /** Per router, firewall or Wi-Fi access point. */
  readonly networkRate: number;
  readonly includedServers: number;
  /** Response times and visits, in display order. */
  readonly serviceLevels: readonly string[];
}

/**
 * The calculator's managed packages, keyed by id, cheapest first.
 *
 * @example
 * PACKAGES.business.name; // => 'Business Plus'
 * PACKAGES.enterprise.includedServers; // => 3
 */
export const PACKAGES: Readonly<Record<PackageId, ManagedPackage>> = {
  essential: {
    id: 'essential',
    name: 'Essential Care',
    base: 1499,
    userCap: 10,
    overagePerUser: 175,
    serverRate: 300,
    networkRate: 60,
    includedServers: 0,
    serviceLevels: ['Remote within 4h', 'Onsite next business day', '1 visit per month'],
  },
  business: {
    id: 'business',
    name: 'Business Plus',
    base: 3999,
    userCap: 25,
    overagePerUser: 175,
    serverRate: 350,
    networkRate: 60,
    includedServers: 0,
    serviceLevels: ['Remote within 2h', 'Onsite within 8h', '2 visits per month'],
  },
  enterprise: {
    id: 'enterprise',
    name: 'Enterprise 24/7',
    base: 8999,
    userCap: 50,
    overagePerUser: 200,
    serverRate: 450,
    networkRate: 60,
    includedServers: 3,
    serviceLevels: ['24/7 NOC', 'Remote within 1h', 'Onsite within 4h', '4 visits per month'],
  },
};
