import type { AddonId, LicenseId } from './environment';
import { RATES, type AddonRate, type LicenseRate } from './rates';

/** An add-on as a form lists it: its id, label and flat monthly rate. */
export interface AddonEntry extends AddonRate {
  readonly id: AddonId;
}

/** A licence as a form lists it: its id, label, rate and what it is counted per. */
export interface LicenseEntry extends LicenseRate {
  readonly id: LicenseId;
}

/**
 * The add-on services in the calculator's order, for checkboxes and id lists.
 *
 * @example
 * ADDON_CATALOGUE.map((addon) => addon.id); // => ['avMgmt', 'backupMon', 'siteVisit', 'ms365Admin']
 * ADDON_CATALOGUE[2].monthly; // => 400
 */
export const ADDON_CATALOGUE: readonly AddonEntry[] = (Object.keys(RATES.addons) as AddonId[]).map(
  (id) => ({ id, ...RATES.addons[id] }),
);

/**
 * The optional licences in the calculator's order, for checkboxes and id lists.
 *
 * @example
 * LICENSE_CATALOGUE.map((license) => license.per); // => ['user', 'user', 'server', 'user']
 * LICENSE_CATALOGUE[0].label; // => 'Endpoint protection'
 */
export const LICENSE_CATALOGUE: readonly LicenseEntry[] = (
  Object.keys(RATES.licenses) as LicenseId[]
).map((id) => ({ id, ...RATES.licenses[id] }));
