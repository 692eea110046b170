import type { PresetId } from './preset-ids';

/**
 * Each preset's name, in English: what its button says, without its environment.
 *
 * @example
 * PRESET_LABELS.smallOffice; // => '10-User Office'
 */
export const PRESET_LABELS: Readonly<Record<PresetId, string>> = {
  smallOffice: '10-User Office',
  growingStartup: '25-User Startup',
  multiSite: '50-User Multi-site',
  retailChain: 'Retail — 5 Sites',
};
