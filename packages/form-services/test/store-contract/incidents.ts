import { describe, expect, it } from 'vitest';
import type { Incident, LeadStore } from '../../src/store/lead-store';
import { openEachTest, type ContractClock, type OpenedStore } from './fixtures';

/** The incidents: one open of a kind among all callers, resolved once, kept across opens. */
export function describeIncidentsRole(open: () => Promise<OpenedStore>): void {
  describe('the incidents', () => {
    let store: LeadStore;
    let clock: ContractClock;
    openEachTest(open, (opened) => ({ store, clock } = opened));

    const incident = (id: string, overrides: Partial<Incident> = {}): Incident => ({
      id,
      kind: 'deliveries-waiting',
      startedAt: clock.now.toISOString(),
      resolvedAt: null,
      cause: 'EAUTH: 535 5.7.8 Authentication failed',
      leads: 2,
      oldestReference: 'AC-7Q4K2M',
      server: null,
      ...overrides,
    });

    it('opens one incident of a kind at a time, and resolves it once', async () => {
      expect(await store.incidents.list()).toEqual([]);
      const first = incident('a');
      expect(await store.incidents.open(first)).toEqual(first);
      expect(await store.incidents.open(incident('b'))).toBeNull();
      const failed = incident('c', { kind: 'delivery-failed', cause: '550 no such user' });
      expect(await store.incidents.open(failed)).toEqual(failed);
      expect(await store.incidents.list(true)).toEqual([first, failed]);

      clock.advance(60_000);
      const resolved = { ...first, resolvedAt: clock.now.toISOString() };
      expect(await store.incidents.resolve('deliveries-waiting', clock.now)).toEqual(resolved);
      expect(await store.incidents.resolve('deliveries-waiting', clock.now)).toBeNull();
      expect(await store.incidents.list(true)).toEqual([failed]);
      expect(await store.incidents.list()).toEqual([resolved, failed]);
      // The outage is over: the next one is a new incident.
      const next = incident('d', { startedAt: clock.now.toISOString() });
      expect(await store.incidents.open(next)).toEqual(next);
    });

    it("keeps each server's store outage, and a restored incident, as given, once", async () => {
      const outage = (id: string, server: string) =>
        incident(id, {
          kind: 'store-down',
          resolvedAt: clock.now.toISOString(),
          cause: 'the store did not answer',
          leads: 0,
          oldestReference: null,
          server,
        });
      await store.incidents.add(outage('a', 'web-1'));
      await store.incidents.add(outage('b', 'web-2'));
      await store.incidents.add(outage('b', 'web-2'));
      const restored = incident('c');
      await store.incidents.add(restored);
      expect(await store.incidents.list()).toEqual([
        outage('a', 'web-1'),
        outage('b', 'web-2'),
        restored,
      ]);
      expect(await store.incidents.list(true)).toEqual([restored]);
    });

    it('keeps an alert due until it is noted taken, claimed by one server at a time, its claim running out', async () => {
      const lease = (ms: number) => new Date(clock.now.getTime() + ms);
      const first = incident('a');
      await store.incidents.open(first);
      await store.incidents.add(incident('restored', { kind: 'delivery-failed' }));
      expect(await store.incidents.alertsDue('web-1', clock.now, lease(15_000))).toEqual([
        { event: 'opened', incident: first },
      ]);
      // Another server finds it claimed; its claimant renews it.
      expect(await store.incidents.alertsDue('web-2', clock.now, lease(15_000))).toEqual([]);
      clock.advance(10_000);
      expect(await store.incidents.alertsDue('web-1', clock.now, lease(15_000))).toHaveLength(1);
      clock.advance(10_000);
      expect(await store.incidents.alertsDue('web-2', clock.now, lease(15_000))).toEqual([]);
      // web-1 died: once its claim runs out, web-2 has the alert.
      clock.advance(5_000);
      expect(await store.incidents.alertsDue('web-2', clock.now, lease(15_000))).toEqual([
        { event: 'opened', incident: first },
      ]);
      await store.incidents.alertTaken('a', 'opened');
      expect(await store.incidents.alertsDue('web-1', clock.now, lease(15_000))).toEqual([]);

      const resolved = await store.incidents.resolve('deliveries-waiting', clock.now);
      expect(await store.incidents.alertsDue('web-1', clock.now, lease(15_000))).toEqual([
        { event: 'resolved', incident: resolved },
      ]);
      await store.incidents.alertTaken('a', 'resolved');
      clock.advance(60_000);
      expect(await store.incidents.alertsDue('web-2', clock.now, lease(15_000))).toEqual([]);
    });
  });
}
