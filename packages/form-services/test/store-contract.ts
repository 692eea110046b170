import { describe, expect, it } from 'vitest';
import { describeErasuresRole } from './store-contract/erasures';
import { describeIncidentsRole } from './store-contract/incidents';
import { describeJobsRole } from './store-contract/jobs';
import { describeLeadsRole } from './store-contract/leads';
import { describeQueueRole } from './store-contract/queue';
import { openEachTest, type OpenedStore } from './store-contract/fixtures';
import type { LeadStore } from '../src/store/lead-store';

export { contractClock } from './store-contract/fixtures';

/**
 * The {@link LeadStore} contract, run against one engine through its roles only, each role's
 * suite apart. `open` makes a fresh, empty store for each test whose clock is the one it answers.
 */
export function describeLeadStore(name: string, open: () => Promise<OpenedStore>): void {
  describe(`LeadStore contract: ${name}`, () => {
    describe('the opened store', () => {
      let store: LeadStore;
      openEachTest(open, (opened) => ({ store } = opened));

      it('describes itself and answers a ping', async () => {
        expect(store.description).toMatch(/\S/);
        await expect(store.ping()).resolves.toBeUndefined();
      });
    });

    describeLeadsRole(open);
    describeQueueRole(open);
    describeJobsRole(open);
    describeErasuresRole(open);
    describeIncidentsRole(open);
  });
}
