import { describe, expect, it } from 'vitest';
import type { LeadStore } from '../../src/store/lead-store';
import { openEachTest, type OpenedStore } from './fixtures';

/** The scheduled jobs role: a daily job claimed once across the servers sharing a store. */
export function describeJobsRole(open: () => Promise<OpenedStore>): void {
  describe('the scheduled jobs role', () => {
    let store: LeadStore;
    openEachTest(open, (opened) => ({ store } = opened));

    describe('daily jobs', () => {
      it('gives a day’s job to the first to ask, once, and the next day’s again', async () => {
        expect(await store.jobs.claimDailyJob('digest', '2026-03-02')).toBe(true);
        expect(await store.jobs.claimDailyJob('digest', '2026-03-02')).toBe(false);
        expect(await store.jobs.claimDailyJob('digest', '2026-03-03')).toBe(true);
        expect(await store.jobs.claimDailyJob('other', '2026-03-02')).toBe(true);
      });
    });
  });
}
