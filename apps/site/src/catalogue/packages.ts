import type { PackageId, PresetId, ServiceType } from '@acme/pricing-engine';

/**
 * The packages page's language-neutral facts about each managed package, in display order; prices
 * and caps come from the engine, the words from `@content/packages` (keyed by `id`).
 */
export const MANAGED_PACKAGES: readonly {
  readonly id: PackageId;
  readonly anchor: string;
  /** The calculator preset the engine suggests this package for: "Estimate in Pricing" opens it. */
  readonly preset: PresetId;
  readonly featured: boolean;
}[] = [
  { id: 'essential', anchor: 'essential-care', preset: 'smallOffice', featured: false },
  { id: 'business', anchor: 'business-plus', preset: 'growingStartup', featured: true },
  { id: 'enterprise', anchor: 'enterprise-247', preset: 'multiSite', featured: false },
];

/**
 * Each managed package's service levels as figures: the engine's (`PACKAGE_SERVICE_LEVELS`), which
 * it words in English (`PACKAGES[id].serviceLevels`; a test holds the two together) and in Arabic
 * (`arabicServiceLevels`). `onsiteHours: null` is the next business day.
 */
export { PACKAGE_SERVICE_LEVELS as SERVICE_LEVELS } from '@acme/pricing-engine';

/** Remote on-demand help is answered on a best-effort basis within this many hours. */
export const ON_DEMAND_REMOTE_HOURS = 8;

/** The lowest monthly price of the optional SOC/SIEM service (AED). */
export const SOC_SIEM_FROM = 3000;

/** The on-demand offers, in display order. */
export const ON_DEMAND_TYPES: readonly ServiceType[] = ['remote', 'onsite'];
