import { normalizeEnvironment, type Environment, type NormalizedEnvironment } from './environment';
import { aedToFils, filsToAed, sumFils, timesFils, type Fils } from './money';
import { PACKAGES, type ManagedPackage, type PackageId } from './packages';

/** The package suggested for an environment, priced for it (AED per month). */
export interface SuggestedPackage {
  readonly id: PackageId;
  readonly name: string;
  /** The package's service levels. */
  readonly notes: readonly string[];
  readonly base: number;
  /** Users beyond the package's cap. */
  readonly overUsers: number;
  readonly overUsersCost: number;
  /** Price per user beyond the cap. */
  readonly userOverage: number;
  /** Servers beyond those the package includes. */
  readonly serversBillable: number;
  readonly serversCost: number;
  readonly serverRate: number;
  /** Routers + firewalls + Wi-Fi access points. */
  readonly networkDevices: number;
  readonly networkCost: number;
  readonly networkRate: number;
  readonly total: number;
}

/**
 * Which package fits: 24x7 support needs Enterprise; otherwise up to 10 users
 * Essential, up to 25 Business, more Enterprise.
 *
 * @example
 * suggestPackageId(normalizeEnvironment({ numUsers: 10 })); // => 'essential'
 * suggestPackageId(normalizeEnvironment({ numUsers: 11 })); // => 'business'
 * suggestPackageId(normalizeEnvironment({ numUsers: 2, supportHours: '24x7' })); // => 'enterprise'
 */
export function suggestPackageId(env: NormalizedEnvironment): PackageId {
  if (env.supportHours === '24x7') return 'enterprise';
  if (env.numUsers <= PACKAGES.essential.userCap) return 'essential';
  if (env.numUsers <= PACKAGES.business.userCap) return 'business';
  return 'enterprise';
}

/** The suggested package priced in fils, as the engine sums and compares it. */
export interface PackagePrice {
  readonly package: ManagedPackage;
  /** Users beyond the package's cap. */
  readonly overUsers: number;
  readonly overUsersFils: Fils;
  /** Servers beyond those the package includes. */
  readonly serversBillable: number;
  readonly serversFils: Fils;
  /** Routers + firewalls + Wi-Fi access points. */
  readonly networkDevices: number;
  readonly networkFils: Fils;
  readonly baseFils: Fils;
  readonly totalFils: Fils;
}

/**
 * The package that fits a normalized environment, priced in fils: base + users over the cap ×
 * overage + billable servers × server rate + network devices × network rate.
 *
 * @example
 * pricePackage(normalizeEnvironment({ numUsers: 12, numServers: 1 })).totalFils; // => 434900
 */
export function pricePackage(env: NormalizedEnvironment): PackagePrice {
  const pkg = PACKAGES[suggestPackageId(env)];
  const overUsers = Math.max(0, env.numUsers - pkg.userCap);
  const serversBillable = Math.max(0, env.numServers - pkg.includedServers);
  const networkDevices = env.numRouters + env.numFirewalls + env.numWiFi;
  const baseFils = aedToFils(pkg.base);
  const overUsersFils = timesFils(aedToFils(pkg.overagePerUser), overUsers);
  const serversFils = timesFils(aedToFils(pkg.serverRate), serversBillable);
  const networkFils = timesFils(aedToFils(pkg.networkRate), networkDevices);
  return {
    package: pkg,
    overUsers,
    overUsersFils,
    serversBillable,
    serversFils,
    networkDevices,
    networkFils,
    baseFils,
    totalFils: sumFils([baseFils, overUsersFils, serversFils, networkFils]),
  };
}

/**
 * A priced package as it is handed out, in dirhams.
 *
 * @example
 * suggestedPackage(pricePackage(normalizeEnvironment({ numUsers: 52 }))).overUsersCost; // => 400
 */
export function suggestedPackage(price: PackagePrice): SuggestedPackage {
  const pkg = price.package;
  return {
    id: pkg.id,
    name: pkg.name,
    notes: pkg.serviceLevels,
    base: pkg.base,
    overUsers: price.overUsers,
    overUsersCost: filsToAed(price.overUsersFils),
    userOverage: pkg.overagePerUser,
    serversBillable: price.serversBillable,
    serversCost: filsToAed(price.serversFils),
    serverRate: pkg.serverRate,
    networkDevices: price.networkDevices,
    networkCost: filsToAed(price.networkFils),
    networkRate: pkg.networkRate,
    total: filsToAed(price.totalFils),
  };
}

/**
 * Suggests a managed package for an environment and prices it: base + users
 * over the cap × overage + billable servers × server rate + network devices ×
 * network rate.
 *
 * @example
 * suggestPackage({ numUsers: 12, numServers: 1 }).total; // => 4349
 * suggestPackage({ numUsers: 12, numServers: 1 }).name; // => 'Business Plus'
 */
export function suggestPackage(env: Environment = {}): SuggestedPackage {
  return suggestedPackage(pricePackage(normalizeEnvironment(env)));
}
