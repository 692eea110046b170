import {
  ON_DEMAND_RATES,
  PACKAGES,
  formatAED,
  type PackageId,
  type PresetId,
} from '@acme/pricing-engine';

/** Page-level facts about each managed package; prices and service levels come from the engine. */
export const MANAGED_PACKAGES: readonly {
  readonly id: PackageId;
  readonly anchor: string;
  /** The calculator preset the engine suggests this package for: "Estimate in Pricing" opens it. */
  readonly preset: PresetId;
  readonly audience: string;
  readonly featured: boolean;
  readonly scope: readonly string[];
  readonly addOns: readonly string[];
}[] = [
  {
    id: 'essential',
    anchor: 'essential-care',
    preset: 'smallOffice',
    audience: 'Small offices that need dependable support',
    featured: false,
    scope: ['Helpdesk for all users', 'Patch and antivirus management', 'Monthly health report'],
    addOns: [
      `+${formatAED(PACKAGES.essential.overagePerUser)} per user beyond ${PACKAGES.essential.userCap}`,
      `Servers +${formatAED(PACKAGES.essential.serverRate)}`,
      `Network devices +${formatAED(PACKAGES.essential.networkRate)}`,
    ],
  },
  {
    id: 'business',
    anchor: 'business-plus',
    preset: 'growingStartup',
    audience: 'Growing companies with servers and several teams',
    featured: true,
    scope: ['Everything in Essential Care', 'Server and backup monitoring', 'Quarterly IT review'],
    addOns: [
      `+${formatAED(PACKAGES.business.overagePerUser)} per user beyond ${PACKAGES.business.userCap}`,
      `Servers +${formatAED(PACKAGES.business.serverRate)}`,
      `Network devices +${formatAED(PACKAGES.business.networkRate)}`,
    ],
  },
  {
    id: 'enterprise',
    anchor: 'enterprise-247',
    preset: 'multiSite',
    audience: 'Multi-site businesses that cannot stop',
    featured: false,
    scope: [
      'Everything in Business Plus',
      `Up to ${PACKAGES.enterprise.includedServers} servers included`,
      'Dedicated service manager',
    ],
    addOns: [
      `+${formatAED(PACKAGES.enterprise.overagePerUser)} per user beyond ${PACKAGES.enterprise.userCap}`,
      `Extra servers +${formatAED(PACKAGES.enterprise.serverRate)}`,
      'Optional SOC/SIEM from AED 3,000',
    ],
  },
];

/** Terms that apply to the managed packages. */
export const PACKAGE_NOTES: readonly string[] = [
  'Minimum term 12 months for managed packages.',
  'Remote support is unlimited under fair use.',
  'A month-to-month 30-day pilot is available.',
  'Prices are per month in AED and exclude VAT.',
];

/** The on-demand offers, from the engine's rates. */
export const ON_DEMAND_OFFERS = (['remote', 'onsite'] as const).map((type) => {
  const rate = ON_DEMAND_RATES[type];
  return {
    id: type,
    name: type === 'remote' ? 'Remote Support' : 'Onsite Support',
    subtitle:
      type === 'remote' ? 'Screen-sharing help from our engineers' : 'An engineer at your office',
    sla: type === 'remote' ? 'Best effort within 8 hours' : 'Scheduled visit',
    rates: [
      { label: `First ${rate.includedHours} hours`, value: formatAED(rate.base) },
      { label: 'Each extra hour', value: formatAED(rate.extraHourly) },
      { label: 'After hours and weekends', value: `×${ON_DEMAND_RATES.afterHoursMultiplier}` },
      ...(type === 'onsite'
        ? [
            {
              label: 'Travel outside Dubai and Sharjah',
              value: formatAED(ON_DEMAND_RATES.travelCharge),
            },
          ]
        : []),
    ],
  };
});

/** The comparison table rows. */
export const COMPARISON_ROWS: readonly {
  feature: string;
  values: Record<PackageId | 'ondemand', string | boolean>;
}[] = [
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
      essential: '4h',
      business: '2h',
      enterprise: '1h',
      ondemand: 'Best effort within 8h',
    },
  },
  {
    feature: 'Onsite response',
    values: {
      essential: 'Next business day',
      business: 'Within 8h',
      enterprise: 'Within 4h',
      ondemand: 'Scheduled',
    },
  },
  {
    feature: 'Onsite visits per month',
    values: { essential: '1', business: '2', enterprise: '4', ondemand: 'Per booking' },
  },
  {
    feature: '24/7 NOC monitoring',
    values: { essential: false, business: false, enterprise: true, ondemand: false },
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
