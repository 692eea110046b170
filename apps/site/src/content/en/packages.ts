import { ON_DEMAND_RATES, PACKAGES, formatAED, type PackageId } from '@acme/pricing-engine';
import { ON_DEMAND_REMOTE_HOURS, SERVICE_LEVELS, SOC_SIEM_FROM } from '../../catalogue/packages';
import type { ComparisonRow, PackageCopy, PackagesPageCopy } from '../shapes/packages';

export const PACKAGES_PAGE: PackagesPageCopy = {
  title: 'Managed IT Packages',
  lead: 'Three managed plans with response times in writing, and on-demand help when you need it.',
  assessment: 'Get a Free IT Assessment',
  openCalculator: 'Open Pricing Calculator',
  managedTitle: 'Managed Packages',
  cap: (userCap: number, audience: string) => `Up to ${userCap} users · ${audience}`,
  estimate: 'Estimate in Pricing',
  estimateLabel: (packageName: string) => `Estimate in Pricing: ${packageName}`,
  period: '/month',
  featuredLabel: 'Most popular',
  onDemandTitle: 'On-Demand Support',
  onDemandIntro: 'No contract: book remote or onsite help by the hour.',
  slaLabel: 'SLA:',
  bookSupport: 'Book Support',
  compareTitle: 'Compare Packages',
  compareCaption: 'Managed packages and on-demand support compared',
  featureLabel: 'Feature',
  onDemandPlan: 'On-Demand',
  notesTitle: 'Notes',
};

/**
 * The words of each managed package, by id (its anchor, preset and place are in
 * `catalogue/packages`; its price and caps come from the engine).
 */
export const PACKAGE_COPY: Readonly<Record<PackageId, PackageCopy>> = {
  essential: {
    price: formatAED(PACKAGES.essential.base),
    audience: 'Small offices that need dependable support',
    serviceLevels: PACKAGES.essential.serviceLevels,
    scope: ['Helpdesk for all users', 'Patch and antivirus management', 'Monthly health report'],
    addOns: [
      `+${formatAED(PACKAGES.essential.overagePerUser)} per user beyond ${PACKAGES.essential.userCap}`,
      `Servers +${formatAED(PACKAGES.essential.serverRate)}`,
      `Network devices +${formatAED(PACKAGES.essential.networkRate)}`,
    ],
  },
  business: {
    price: formatAED(PACKAGES.business.base),
    audience: 'Growing companies with servers and several teams',
    serviceLevels: PACKAGES.business.serviceLevels,
    scope: ['Everything in Essential Care', 'Server and backup monitoring', 'Quarterly IT review'],
    addOns: [
      `+${formatAED(PACKAGES.business.overagePerUser)} per user beyond ${PACKAGES.business.userCap}`,
      `Servers +${formatAED(PACKAGES.business.serverRate)}`,
      `Network devices +${formatAED(PACKAGES.business.networkRate)}`,
    ],
  },
  enterprise: {
    price: formatAED(PACKAGES.enterprise.base),
    audience: 'Multi-site businesses that cannot stop',
    serviceLevels: PACKAGES.enterprise.serviceLevels,
    scope: [
      'Everything in Business Plus',
      `Up to ${PACKAGES.enterprise.includedServers} servers included`,
      'Dedicated service manager',
    ],
    addOns: [
      `+${formatAED(PACKAGES.enterprise.overagePerUser)} per user beyond ${PACKAGES.enterprise.userCap}`,
      `Extra servers +${formatAED(PACKAGES.enterprise.serverRate)}`,
      `Optional SOC/SIEM from ${formatAED(SOC_SIEM_FROM)}`,
    ],
  },
};

/** Terms that apply to the managed packages. */
export const PACKAGE_NOTES: readonly string[] = [
  'Minimum term 12 months for managed packages.',
  'Remote support is unlimited under fair use.',
  'A month-to-month 30-day pilot is available.',
  'Prices are per month in AED and exclude VAT.',
];

const levels = SERVICE_LEVELS;

/** The comparison table rows. */
export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  {
    feature: 'Monthly price',
    values: {
      essential: formatAED(PACKAGES.essential.base),
      business: formatAED(PACKAGES.business.base),
      enterprise: formatAED(PACKAGES.enterprise.base),
      ondemand: `From ${formatAED(ON_DEMAND_RATES.remote.base)} per visit`,
    },
  },
  {
    feature: 'Users included',
    values: {
      essential: `Up to ${PACKAGES.essential.userCap}`,
      business: `Up to ${PACKAGES.business.userCap}`,
      enterprise: `Up to ${PACKAGES.enterprise.userCap}`,
      ondemand: 'Any',
    },
  },
  {
    feature: 'Remote response',
    values: {
      essential: `${levels.essential.remoteHours}h`,
      business: `${levels.business.remoteHours}h`,
      enterprise: `${levels.enterprise.remoteHours}h`,
      ondemand: `Best effort within ${ON_DEMAND_REMOTE_HOURS}h`,
    },
  },
  {
    feature: 'Onsite response',
    values: {
      essential: 'Next business day',
      business: `Within ${String(levels.business.onsiteHours)}h`,
      enterprise: `Within ${String(levels.enterprise.onsiteHours)}h`,
      ondemand: 'Scheduled',
    },
  },
  {
    feature: 'Onsite visits per month',
    values: {
      essential: String(levels.essential.visitsPerMonth),
      business: String(levels.business.visitsPerMonth),
      enterprise: String(levels.enterprise.visitsPerMonth),
      ondemand: 'Per booking',
    },
  },
  {
    feature: '24/7 NOC monitoring',
    values: {
      essential: levels.essential.noc,
      business: levels.business.noc,
      enterprise: levels.enterprise.noc,
      ondemand: false,
    },
  },
  {
    feature: 'Servers included',
    values: {
      essential: false,
      business: false,
      enterprise: `Up to ${PACKAGES.enterprise.includedServers}`,
      ondemand: false,
    },
  },
];
