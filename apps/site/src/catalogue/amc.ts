import type { PresetId } from '@acme/pricing-engine';

/** The AMC plans' ids (also their anchors on the pricing page). */
export type AmcPlanId = 'starter' | 'business' | 'enterprise';

/**
 * The AMC plans, in display order: each one's link opens the calculator on the preset of its size,
 * at its anchor. `devices` is the range it is sized for (`max: null`: and more). Their words are in
 * `@content/amc`, keyed by anchor.
 */
export const AMC_PLANS: readonly {
  readonly anchor: AmcPlanId;
  readonly preset: PresetId;
  readonly devices: { readonly min: number; readonly max: number | null };
}[] = [
  { anchor: 'starter', preset: 'smallOffice', devices: { min: 10, max: 25 } },
  { anchor: 'business', preset: 'growingStartup', devices: { min: 25, max: 75 } },
  { anchor: 'enterprise', preset: 'multiSite', devices: { min: 75, max: null } },
];

/** The AMC page's client results, as figures. */
export const AMC_RESULTS = { fewerTicketsPercent: 38, uptimePercent: 99.9, p1ResponseMinutes: 30 };
