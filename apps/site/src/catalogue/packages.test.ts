import { PACKAGES } from '@acme/pricing-engine';
import { describe, expect, it } from 'vitest';
import { MANAGED_PACKAGES, SERVICE_LEVELS } from './packages';

describe('the managed packages’ service levels', () => {
  it('are the figures the engine words in English, for every package', () => {
    for (const { id } of MANAGED_PACKAGES) {
      const level = SERVICE_LEVELS[id];
      const visits = level.visitsPerMonth;
      expect(PACKAGES[id].serviceLevels).toEqual([
        ...(level.noc ? ['24/7 NOC'] : []),
        `Remote within ${level.remoteHours}h`,
        level.onsiteHours === null
          ? 'Onsite next business day'
          : `Onsite within ${level.onsiteHours}h`,
        `${visits} ${visits === 1 ? 'visit' : 'visits'} per month`,
      ]);
    }
  });
});
