/**
 * The calculator's quick presets, in the order it offers them: what a page needs to show their
 * buttons, without their environments.
 *
 * @example
 * PRESET_IDS[0]; // => 'smallOffice'
 */
export const PRESET_IDS = ['smallOffice', 'growingStartup', 'multiSite', 'retailChain'] as const;

/** One of the calculator's quick presets. */
export type PresetId = (typeof PRESET_IDS)[number];
