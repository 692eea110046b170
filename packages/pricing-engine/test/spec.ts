/**
 * The specification's numbers, transcribed from site-core.md §9 and site-pages.md §9
 * independently of the engine's own data, so the tests check the engine against the
 * spec rather than against itself.
 */
export const SPEC = {
  user: 125,
  server: 300,
  router: 60,
  firewall: 60,
  location: 500,
  wifi: { first: 20, firstRate: 40, upTo: 100, midRate: 30, beyondRate: 20 },
  cctv: { first: 50, firstRate: 25, upTo: 200, midRate: 18, beyondRate: 12 },
  addons: { avMgmt: 150, backupMon: 200, siteVisit: 400, ms365Admin: 300 },
  licensesPerUser: { endpointProt: 12, dataBackupUser: 15, m365Backup: 8 },
  serverBackup: 100,
  surcharge: 0.4,
  discounts: [
    [10000, 0.15],
    [5000, 0.1],
    [2000, 0.05],
  ] as const,
  packages: {
    essential: {
      name: 'Essential Care',
      base: 1499,
      cap: 10,
      overage: 175,
      server: 300,
      net: 60,
      included: 0,
    },
    business: {
      name: 'Business Plus',
      base: 3999,
      cap: 25,
      overage: 175,
      server: 350,
      net: 60,
      included: 0,
    },
    enterprise: {
      name: 'Enterprise 24/7',
      base: 8999,
      cap: 50,
      overage: 200,
      server: 450,
      net: 60,
      included: 3,
    },
  },
  onDemand: {
    remote: { base: 350, extra: 100 },
    onsite: { base: 450, extra: 150 },
    included: 2,
    afterHours: 1.5,
    travel: 200,
  },
  emirates: [
    'Dubai',
    'Sharjah',
    'Abu Dhabi',
    'Ajman',
    'Ras Al Khaimah',
    'Fujairah',
    'Umm Al Quwain',
  ],
} as const;

/** Rounds to whole fils, as the engine reports amounts (at most two decimals). */
export const fils = (aed: number): number => Math.round(aed * 100) / 100;

/** The spec's discount rate for a subtotal. */
export function specDiscountRate(subtotal: number): number {
  for (const [threshold, rate] of SPEC.discounts) if (subtotal >= threshold) return rate;
  return 0;
}
