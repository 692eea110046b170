import type { AddonId, LicenseId } from './environment';
import type { Tier } from './tiers';

/** A flat monthly add-on service. */
export interface AddonRate {
  readonly label: string;
  /** AED per month. */
  readonly monthly: number;
}

/** A licence billed per user or per server. */
export interface LicenseRate {
  readonly label: string;
  /** AED per unit per month. */
  readonly rate: number;
  readonly per: 'user' | 'server';
}

/** A discount that applies once the subtotal reaches `minSubtotal` AED. */
export interface DiscountTier {
  readonly minSubtotal: number;
  readonly percent: number;
}

/** Every monthly rate, tier and threshold of the calculator, in AED. */
export interface CalculatorRates {
  readonly perUnit: {
    readonly user: number;
    readonly server: number;
    readonly router: number;
    readonly firewall: number;
    readonly location: number;
  };
  readonly wifiTiers: readonly Tier[];
  readonly cctvTiers: readonly Tier[];
  readonly addons: Readonly<Record<AddonId, AddonRate>>;
  readonly licenses: Readonly<Record<LicenseId, LicenseRate>>;
  /** Added to base plus add-ons when support is 24x7. */
  readonly surchargePercent24x7: number;
  /** Ascending by threshold; the highest one reached applies. */
  readonly discountTiers: readonly DiscountTier[];
}

/**
 * The calculator's monthly rates (AED).
 *
 * @example
 * RATES.perUnit.user; // => 125
 * RATES.addons.siteVisit.monthly; // => 400
 */
export const RATES: CalculatorRates = {
  perUnit: { user: 125, server: 300, router: 60, firewall: 60, location: 500 },
  wifiTiers: [
    { upTo: 20, rate: 40 },
    { upTo: 100, rate: 30 },
    { upTo: null, rate: 20 },
  ],
  cctvTiers: [
    { upTo: 50, rate: 25 },
    { upTo: 200, rate: 18 },
    { upTo: null, rate: 12 },
  ],
  addons: {
    avMgmt: { label: 'Antivirus management', monthly: 150 },
    backupMon: { label: 'Backup monitoring', monthly: 200 },
    siteVisit: { label: 'Monthly on-site visit', monthly: 400 },
    ms365Admin: { label: 'Microsoft 365 admin pack', monthly: 300 },
  },
  licenses: {
    endpointProt: { label: 'Endpoint protection', rate: 12, per: 'user' },
    dataBackupUser: { label: 'User data backup', rate: 15, per: 'user' },
    dataBackupServer: { label: 'Server backup', rate: 100, per: 'server' },
    m365Backup: { label: 'Microsoft 365 backup', rate: 8, per: 'user' },
  },
  surchargePercent24x7: 40,
  discountTiers: [
    { minSubtotal: 2000, percent: 5 },
    { minSubtotal: 5000, percent: 10 },
    { minSubtotal: 10000, percent: 15 },
  ],
};
