import type { PackageId } from '@acme/pricing-engine';

/** The packages page's headings, buttons and labels. */
export interface PackagesPageCopy {
  readonly title: string;
  readonly lead: string;
  readonly assessment: string;
  readonly openCalculator: string;
  readonly managedTitle: string;
  /** A package card's line under its price. */
  readonly cap: (userCap: number, audience: string) => string;
  readonly estimate: string;
  /** The estimate button's accessible name, naming its package. */
  readonly estimateLabel: (packageName: string) => string;
  /** After a package card's price. */
  readonly period: string;
  readonly featuredLabel: string;
  readonly onDemandTitle: string;
  readonly onDemandIntro: string;
  readonly slaLabel: string;
  readonly bookSupport: string;
  readonly compareTitle: string;
  readonly compareCaption: string;
  readonly featureLabel: string;
  /** The comparison table's column of on-demand support. */
  readonly onDemandPlan: string;
  readonly notesTitle: string;
}

/** A managed package's words (its anchor, preset and place are in `catalogue/packages`). */
export interface PackageCopy {
  readonly price: string;
  readonly audience: string;
  /** Response times and visits, in display order. */
  readonly serviceLevels: readonly string[];
  readonly scope: readonly string[];
  readonly addOns: readonly string[];
}

/** A row of the comparison table: a feature, and each package's value (`true`/`false`: a tick or a cross). */
export interface ComparisonRow {
  readonly feature: string;
  readonly values: Readonly<Record<PackageId | 'ondemand', string | boolean>>;
}
