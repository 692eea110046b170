import type { Environment } from './environment';
import type { PresetId } from './preset-ids';
import { PRESET_LABELS } from './preset-labels';

/** A named example environment the calculator can load in one click. */
export interface Preset {
  readonly id: PresetId;
  readonly label: string;
  readonly environment: Required<Omit<Environment, 'addons' | 'licenses'>> &
    Required<Pick<Environment, 'addons' | 'licenses'>>;
}

/**
 * Typical UAE client environments, every field set so that loading one
 * replaces whatever the form held.
 *
 * @example
 * PRESETS.smallOffice.label; // => '10-User Office'
 * PRESETS.multiSite.environment.supportHours; // => '24x7'
 * PRESETS.retailChain.environment.numLocations; // => 5
 */
export const PRESETS: Readonly<Record<PresetId, Preset>> = {
  smallOffice: {
    id: 'smallOffice',
    label: PRESET_LABELS.smallOffice,
    environment: {
      numUsers: 10,
      numServers: 1,
      numRouters: 1,
      numFirewalls: 1,
      numWiFi: 2,
      numCCTV: 4,
      numLocations: 1,
      supportHours: '8x5',
      addons: { avMgmt: true, backupMon: false, siteVisit: false, ms365Admin: false },
      licenses: {
        endpointProt: true,
        dataBackupUser: false,
        dataBackupServer: false,
        m365Backup: true,
      },
    },
  },
  growingStartup: {
    id: 'growingStartup',
    label: PRESET_LABELS.growingStartup,
    environment: {
      numUsers: 25,
      numServers: 2,
      numRouters: 1,
      numFirewalls: 1,
      numWiFi: 5,
      numCCTV: 8,
      numLocations: 1,
      supportHours: '8x5',
      addons: { avMgmt: true, backupMon: true, siteVisit: false, ms365Admin: true },
      licenses: {
        endpointProt: true,
        dataBackupUser: true,
        dataBackupServer: true,
        m365Backup: true,
      },
    },
  },
  multiSite: {
    id: 'multiSite',
    label: PRESET_LABELS.multiSite,
    environment: {
      numUsers: 50,
      numServers: 4,
      numRouters: 3,
      numFirewalls: 3,
      numWiFi: 15,
      numCCTV: 24,
      numLocations: 3,
      supportHours: '24x7',
      addons: { avMgmt: true, backupMon: true, siteVisit: true, ms365Admin: true },
      licenses: {
        endpointProt: true,
        dataBackupUser: true,
        dataBackupServer: true,
        m365Backup: true,
      },
    },
  },
  retailChain: {
    id: 'retailChain',
    label: PRESET_LABELS.retailChain,
    environment: {
      numUsers: 20,
      numServers: 1,
      numRouters: 5,
      numFirewalls: 5,
      numWiFi: 10,
      numCCTV: 60,
      numLocations: 5,
      supportHours: '8x5',
      addons: { avMgmt: true, backupMon: true, siteVisit: true, ms365Admin: false },
      licenses: {
        endpointProt: true,
        dataBackupUser: false,
        dataBackupServer: true,
        m365Backup: false,
      },
    },
  },
};
