import { normalizeEnvironment, type Environment, type NormalizedEnvironment } from './environment';
import { aedToFils, filsToAed } from './money';
import { PACKAGES, type PackageId } from './packages';

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

/** {@link suggestPackage} for an environment that is already normalized. */
export function suggestNormalizedPackage(env: NormalizedEnvironment): SuggestedPackage {
  const pkg = PACKAGES[suggestPackageId(env)];
  const overUsers = Math.max(0, env.numUsers - pkg.userCap);
  const serversBillable = Math.max(0, env.numServers - pkg.includedServers);
  const networkDevices = env.numRouters + env.numFirewalls + env.numWiFi;
  const overUsersCost = overUsers * aedToFils(pkg.overagePerUser);
  const serversCost = serversBillable * aedToFils(pkg.serverRate);
  const networkCost = networkDevices * aedToFils(pkg.networkRate);
  return {
    id: pkg.id,
    name: pkg.name,
    notes: pkg.serviceLevels,
    base: pkg.base,
    overUsers,
    overUsersCost: filsToAed(overUsersCost),
    userOverage: pkg.overagePerUser,
    serversBillable,
    serversCost: filsToAed(serversCost),
    serverRate: pkg.serverRate,
    networkDevices,
    networkCost: filsToAed(networkCost),
    networkRate: pkg.networkRate,
    total: filsToAed(aedToFils(pkg.base) + overUsersCost + serversCost + networkCost),
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
  return suggestNormalizedPackage(normalizeEnvironment(env));
}
