import fc from 'fast-check';
import type { Environment } from '../src/environment';

const count = fc.nat({ max: 400 });
const countInput = fc.oneof(
  { weight: 6, arbitrary: count },
  { weight: 1, arbitrary: count.map(String) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.string({ maxLength: 4 }) },
);

/** Any environment a visitor could type, bad entries included. */
export const environment: fc.Arbitrary<Environment> = fc.record({
  numUsers: countInput,
  numServers: countInput,
  numRouters: countInput,
  numFirewalls: countInput,
  numWiFi: countInput,
  numCCTV: countInput,
  numLocations: countInput,
  supportHours: fc.constantFrom('8x5', '24x7', 'other'),
  addons: fc.record({
    avMgmt: fc.boolean(),
    backupMon: fc.boolean(),
    siteVisit: fc.boolean(),
    ms365Admin: fc.boolean(),
  }),
  licenses: fc.record({
    endpointProt: fc.boolean(),
    dataBackupUser: fc.boolean(),
    dataBackupServer: fc.boolean(),
    m365Backup: fc.boolean(),
  }),
});

/** Any on-demand request the booking form could produce. */
export const onDemandRequest = fc.record({
  serviceType: fc.constantFrom('remote', 'onsite'),
  emirate: fc.constantFrom(
    'Dubai',
    'Sharjah',
    'Abu Dhabi',
    'Ajman',
    'Ras Al Khaimah',
    'Fujairah',
    'Umm Al Quwain',
    '',
  ),
  date: fc
    .date({
      min: new Date('2025-01-01T00:00:00Z'),
      max: new Date('2030-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10)),
  startHour: fc.integer({ min: 0, max: 23 }),
  hours: fc.oneof(fc.integer({ min: -2, max: 24 }), fc.double({ min: 0, max: 24, noNaN: true })),
});
