import type { PackageId } from './packages';

/** A managed package's service levels as figures. `onsiteHours: null` is the next business day. */
export interface ServiceLevelFigures {
  readonly remoteHours: number;
  readonly onsiteHours: number | null;
  readonly visitsPerMonth: number;
  readonly noc: boolean;
}

/**
 * Each managed package's service levels as figures, which `PACKAGES[id].serviceLevels` words in
 * English (a test holds the two together) and `arabicServiceLevels` in Arabic.
 *
 * @example
 * PACKAGE_SERVICE_LEVELS.business.remoteHours; // => 2
 */
export const PACKAGE_SERVICE_LEVELS: Readonly<Record<PackageId, ServiceLevelFigures>> = {
  essential: { remoteHours: 4, onsiteHours: null, visitsPerMonth: 1, noc: false },
  business: { remoteHours: 2, onsiteHours: 8, visitsPerMonth: 2, noc: false },
  enterprise: { remoteHours: 1, onsiteHours: 4, visitsPerMonth: 4, noc: true },
};
