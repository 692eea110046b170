import { toCount, toFlag } from './count';

/** Support coverage: business hours on weekdays, or around the clock. */
export type SupportHours = '8x5' | '24x7';

/** The flat monthly add-on services. */
export type AddonId = 'avMgmt' | 'backupMon' | 'siteVisit' | 'ms365Admin';

/** The optional per-user or per-server licences. */
export type LicenseId = 'endpointProt' | 'dataBackupUser' | 'dataBackupServer' | 'm365Backup';

/** The countable parts of an environment. */
export type CountField =
  | 'numUsers'
  | 'numServers'
  | 'numRouters'
  | 'numFirewalls'
  | 'numWiFi'
  | 'numCCTV'
  | 'numLocations';

/** A count as a caller may give it: a number, or the string an `<input>` holds. */
export type CountInput = number | string;

/**
 * A client's IT environment as the calculator form describes it. Every field is
 * optional: a missing count is 0, missing hours are `8x5`, a missing flag is off.
 */
export type Environment = {
  [K in CountField]?: CountInput;
} & {
  supportHours?: SupportHours | string;
  addons?: Partial<Record<AddonId, boolean>>;
  licenses?: Partial<Record<LicenseId, boolean>>;
};

/** An environment with every count parsed and every flag decided. */
export type NormalizedEnvironment = {
  readonly [K in CountField]: number;
} & {
  readonly supportHours: SupportHours;
  readonly addons: Readonly<Record<AddonId, boolean>>;
  readonly licenses: Readonly<Record<LicenseId, boolean>>;
};

/** The count fields in the calculator's order, with the labels the calculator shows. */
export const COUNT_FIELDS: readonly { readonly id: CountField; readonly label: string }[] = [
  { id: 'numUsers', label: 'Users' },
  { id: 'numServers', label: 'Servers' },
  { id: 'numRouters', label: 'Routers' },
  { id: 'numFirewalls', label: 'Firewalls' },
  { id: 'numWiFi', label: 'Wi-Fi access points' },
  { id: 'numCCTV', label: 'CCTV cameras' },
  { id: 'numLocations', label: 'Sites' },
];

/** The two support-hour options; the first is the default. */
export const SUPPORT_HOURS: readonly SupportHours[] = ['8x5', '24x7'];

/**
 * Parses every field of an environment: counts as {@link toCount} reads them,
 * unknown support hours as `8x5`, flags on only when truly set.
 *
 * @example
 * normalizeEnvironment({ numUsers: '12.7', supportHours: 'always' }).numUsers; // => 12
 * normalizeEnvironment({ supportHours: 'always' }).supportHours; // => '8x5'
 */
export function normalizeEnvironment(env: Environment = {}): NormalizedEnvironment {
  const addons = env.addons ?? {};
  const licenses = env.licenses ?? {};
  return {
    numUsers: toCount(env.numUsers),
    numServers: toCount(env.numServers),
    numRouters: toCount(env.numRouters),
    numFirewalls: toCount(env.numFirewalls),
    numWiFi: toCount(env.numWiFi),
    numCCTV: toCount(env.numCCTV),
    numLocations: toCount(env.numLocations),
    supportHours: env.supportHours === '24x7' ? '24x7' : '8x5',
    addons: {
      avMgmt: toFlag(addons.avMgmt),
      backupMon: toFlag(addons.backupMon),
      siteVisit: toFlag(addons.siteVisit),
      ms365Admin: toFlag(addons.ms365Admin),
    },
    licenses: {
      endpointProt: toFlag(licenses.endpointProt),
      dataBackupUser: toFlag(licenses.dataBackupUser),
      dataBackupServer: toFlag(licenses.dataBackupServer),
      m365Backup: toFlag(licenses.m365Backup),
    },
  };
}
