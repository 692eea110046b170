import { describe, expect, it } from 'vitest';
import { attemptFailed, delivered, partlyRefused } from '../../src/store/delivery-record';
import type { LeadStore } from '../../src/store/lead-store';
import {
  type ContractClock,
  contractSteps,
  HOUR_MS,
  keyOf,
  LEASE_MS,
  mails,
  MINUTE_MS,
  NO_CHANGE_DELIVERIES,
  names,
  openEachTest,
  type OpenedStore,
  plannedAt,
  submission,
  submissionFrom,
} from './fixtures';

/** The delivery queue role: deliveries planned with their lead, claimed under leases, recorded. */
export function describeQueueRole(open: () => Promise<OpenedStore>): void {
  describe('the delivery queue role', () => {
    let store: LeadStore;
    let clock: ContractClock;
    openEachTest(open, (opened) => ({ store, clock } = opened));
    const { storeNew, deliveriesOf } = contractSteps(() => store);

    describe('planned mails', () => {
      it('plans the company mail, then the visitor mail, then the webhook, with the lead', async () => {
        const hook = 'https://hooks.example.com/leads';
        const lead = await storeNew(submission(), mails('aisha@example.com', 3, hook));
        expect(await deliveriesOf(lead.id)).toEqual(
          plannedAt(clock.now, 'aisha@example.com', hook),
        );
      });

      it('suppresses the visitor mail past N an hour for one address, letter case ignored', async () => {
        const statusOf = async (to: string) => {
          const lead = await storeNew(submission(), mails(to, 3));
          return (await deliveriesOf(lead.id)).find((delivery) => delivery.kind === 'visitor');
        };
        expect((await statusOf('Omar@Example.com'))?.status).toBe('pending');
        clock.advance(30 * MINUTE_MS);
        expect((await statusOf('omar@example.com'))?.status).toBe('pending');
        expect((await statusOf('OMAR@EXAMPLE.COM'))?.status).toBe('pending');
        const fourth = await statusOf('omar@example.com');
        expect(fourth).toMatchObject({ status: 'suppressed', nextAttemptAt: null });
        expect((await statusOf('someone.else@example.com'))?.status).toBe('pending');
        // The first mail is out of the hour; the two of half an hour ago still count.
        clock.advance(31 * MINUTE_MS);
        expect((await statusOf('omar@example.com'))?.status).toBe('pending');
        expect((await statusOf('omar@example.com'))?.status).toBe('suppressed');
        clock.advance(HOUR_MS);
        expect((await statusOf('omar@example.com'))?.status).toBe('pending');
      });
    });

    describe('claims', () => {
      it('gives due deliveries, the company mail first, not before they are due', async () => {
        const lead = await storeNew(submission(), mails('aisha@example.com'));
        const early = new Date(clock.now.getTime() - 1);
        expect(await store.queue.claim('a', 10, LEASE_MS, early)).toEqual([]);
        const claims = await store.queue.claim('a', 10, LEASE_MS, clock.now);
        expect(claims.map((claim) => claim.delivery.kind)).toEqual(['company', 'visitor']);
        expect(claims[0]?.lead).toEqual(lead);
        expect(await store.queue.claim('b', 10, LEASE_MS, clock.now)).toEqual([]);
      });

      it('takes at most the limit', async () => {
        for (let index = 0; index < 5; index += 1) await storeNew();
        expect(await store.queue.claim('a', 3, LEASE_MS, clock.now)).toHaveLength(3);
        expect(await store.queue.claim('b', 3, LEASE_MS, clock.now)).toHaveLength(2);
      });

      it('gives each delivery to one of two owners claiming at once', async () => {
        for (let index = 0; index < 12; index += 1) await storeNew();
        const [a, b] = await Promise.all([
          store.queue.claim('a', 12, LEASE_MS, clock.now),
          store.queue.claim('b', 12, LEASE_MS, clock.now),
        ]);
        const taken = [...names(a), ...names(b)];
        expect(taken).toHaveLength(12);
        expect(new Set(taken).size).toBe(12);
      });

      it('returns a delivery whose lease ran out', async () => {
        await storeNew();
        const start = clock.now.getTime();
        expect(await store.queue.claim('a', 1, LEASE_MS, clock.now)).toHaveLength(1);
        expect(await store.queue.claim('b', 1, LEASE_MS, new Date(start + LEASE_MS - 1))).toEqual(
          [],
        );
        expect(await store.queue.claim('b', 1, LEASE_MS, new Date(start + LEASE_MS))).toHaveLength(
          1,
        );
      });

      it('keeps a renewed lease', async () => {
        await storeNew();
        const start = clock.now.getTime();
        const [claim] = await store.queue.claim('a', 1, LEASE_MS, clock.now);
        if (!claim) throw new Error('nothing claimed');
        const renewedAt = new Date(start + LEASE_MS - MINUTE_MS);
        await store.queue.renew('b', [keyOf(claim)], LEASE_MS * 10, renewedAt);
        await store.queue.renew('a', [keyOf(claim)], LEASE_MS, renewedAt);
        expect(await store.queue.claim('b', 1, LEASE_MS, new Date(start + LEASE_MS + 1))).toEqual(
          [],
        );
        const after = new Date(renewedAt.getTime() + LEASE_MS);
        expect(names(await store.queue.claim('b', 1, LEASE_MS, after))).toEqual(names([claim]));
      });

      it("returns released deliveries at once, only the owner's", async () => {
        await storeNew();
        const [claim] = await store.queue.claim('a', 1, LEASE_MS, clock.now);
        if (!claim) throw new Error('nothing claimed');
        await store.queue.release('b', [keyOf(claim)]);
        expect(await store.queue.claim('b', 1, LEASE_MS, clock.now)).toEqual([]);
        await store.queue.release('a', [keyOf(claim)]);
        expect(names(await store.queue.claim('b', 1, LEASE_MS, clock.now))).toEqual(names([claim]));
      });
    });

    describe('recording attempts', () => {
      it('keeps a delivered mail and never gives it again', async () => {
        const lead = await storeNew();
        const [claim] = await store.queue.claim('a', 1, LEASE_MS, clock.now);
        if (!claim) throw new Error('nothing claimed');
        const done = delivered(claim.delivery, '250 OK queued as 1A2B', clock.now);
        await store.queue.record('a', lead.id, done);
        expect(await deliveriesOf(lead.id)).toEqual([done]);
        clock.advance(LEASE_MS * 2);
        expect(await store.queue.claim('b', 10, LEASE_MS, clock.now)).toEqual([]);
        expect(await store.queue.nextDue()).toBeNull();
      });

      it('keeps a deferred mail for its retry, the claim let go', async () => {
        const lead = await storeNew();
        const start = clock.now.getTime();
        const [claim] = await store.queue.claim('a', 1, HOUR_MS, clock.now);
        if (!claim) throw new Error('nothing claimed');
        const retryAt = new Date(start + 5 * MINUTE_MS);
        const deferred = attemptFailed(claim.delivery, '421 try again later', retryAt);
        await store.queue.record('a', lead.id, deferred);
        expect(await deliveriesOf(lead.id)).toEqual([deferred]);
        expect(await store.queue.nextDue()).toBe(retryAt.getTime());
        expect(await store.queue.claim('b', 1, LEASE_MS, new Date(retryAt.getTime() - 1))).toEqual(
          [],
        );
        // Due again before a's hour-long lease would have ended: recording freed it.
        const again = await store.queue.claim('b', 1, LEASE_MS, retryAt);
        expect(again.map((one) => one.delivery)).toEqual([deferred]);
      });

      it('retries now the pending deliveries due later, never postponing one', async () => {
        const lead = await storeNew();
        const start = clock.now.getTime();
        const [claim] = await store.queue.claim('a', 1, LEASE_MS, clock.now);
        if (!claim) throw new Error('nothing claimed');
        await store.queue.record(
          'a',
          lead.id,
          attemptFailed(claim.delivery, 'ECONNECTION: refused', new Date(start + HOUR_MS)),
        );
        const soon = new Date(start + MINUTE_MS);
        await store.queue.retryNow([keyOf(claim)], soon);
        expect(await store.queue.nextDue()).toBe(soon.getTime());
        await store.queue.retryNow([keyOf(claim)], new Date(start + 2 * MINUTE_MS));
        expect(await store.queue.nextDue()).toBe(soon.getTime());
        expect(await store.queue.claim('b', 1, LEASE_MS, soon)).toHaveLength(1);
      });
    });

    describe('a company mail to several addresses', () => {
      it('keeps where it went and whom the mail server refused, until a resend reaches them', async () => {
        const routed = { ...mails(), company: 'hr@x.ae, info@x.ae' };
        const lead = await storeNew(submission(), routed);
        const [claim] = await store.queue.claim('a', 1, LEASE_MS, clock.now);
        expect(claim?.delivery.to).toBe('hr@x.ae, info@x.ae');
        const refusal = { refused: ['hr@x.ae'], receipt: '250 OK', error: '550 no such user' };
        await store.queue.record('a', lead.id, partlyRefused(claim!.delivery, refusal, null));
        const [failed] = await deliveriesOf(lead.id);
        expect(failed).toMatchObject({
          to: 'hr@x.ae, info@x.ae',
          refused: ['hr@x.ae'],
          status: 'failed',
          lastError: '550 no such user',
          receipt: '250 OK',
        });

        const outcome = await store.queue.requeueFailed(lead.reference, clock.now);
        expect(outcome).toMatchObject({ status: 'queued', deliveries: [{ refused: ['hr@x.ae'] }] });
        const [again] = await store.queue.claim('b', 1, LEASE_MS, clock.now);
        expect(again?.delivery).toMatchObject({ status: 'pending', refused: ['hr@x.ae'] });
        await store.queue.record('b', lead.id, delivered(again!.delivery, '250 OK', clock.now));
        const [sent] = await deliveriesOf(lead.id);
        expect(sent).toMatchObject({ to: 'hr@x.ae, info@x.ae', status: 'delivered' });
        expect(sent).not.toHaveProperty('refused');
      });
    });

    describe('requeueing failed mails', () => {
      it('knows no such lead', async () => {
        expect(await store.queue.requeueFailed('AC-NOTHER', clock.now)).toEqual({
          status: 'unknown',
        });
      });

      it('finds nothing failed on a lead whose mails are pending', async () => {
        const lead = await storeNew();
        expect(await store.queue.requeueFailed(lead.reference, clock.now)).toEqual({
          status: 'nothing-failed',
          lead,
        });
      });

      it('queues failed mails again with a fresh retry period', async () => {
        const lead = await storeNew(submission(), mails('aisha@example.com'));
        const claims = await store.queue.claim('a', 10, LEASE_MS, clock.now);
        for (const claim of claims)
          await store.queue.record(
            'a',
            lead.id,
            claim.delivery.kind === 'company'
              ? attemptFailed(claim.delivery, '550 no such user', null)
              : delivered(claim.delivery, '250 OK', clock.now),
          );
        clock.advance(3 * 24 * HOUR_MS);
        const outcome = await store.queue.requeueFailed(lead.id, clock.now);
        if (outcome.status !== 'queued') throw new Error(`not queued: ${outcome.status}`);
        expect(outcome.lead).toEqual(lead);
        const at = clock.now.toISOString();
        const company = { status: 'pending', attempts: 0, queuedAt: at, nextAttemptAt: at };
        expect(outcome.deliveries.find((one) => one.kind === 'company')).toMatchObject(company);
        const [companyNow, visitorNow] = await deliveriesOf(lead.id);
        expect(companyNow).toMatchObject({ ...company, lastError: '550 no such user' });
        expect(visitorNow?.status).toBe('delivered');
        expect(await store.queue.nextDue()).toBe(clock.now.getTime());
        const again = await store.queue.claim('b', 10, LEASE_MS, clock.now);
        expect(again.map((claim) => claim.delivery.kind)).toEqual(['company']);
      });
    });

    describe('next due', () => {
      it('is null with nothing pending, else the earliest pending delivery not held', async () => {
        expect(await store.queue.nextDue()).toBeNull();
        const first = await storeNew();
        clock.advance(MINUTE_MS);
        await storeNew();
        expect(await store.queue.nextDue()).toBe(Date.parse(first.receivedAt));
        await store.queue.claim('a', 1, LEASE_MS, clock.now);
        expect(await store.queue.nextDue()).toBe(clock.now.getTime());
        await store.queue.claim('a', 1, LEASE_MS, clock.now);
        expect(await store.queue.nextDue()).toBeNull();
      });
    });

    describe('waiting deliveries', () => {
      const none = { leads: 0, oldest: null };

      it('are the company mails and webhooks tried and not taken, or queued before the time asked, and the failed ones, by lead', async () => {
        const hook = 'https://hooks.example.com/leads';
        const first = await storeNew(submission(), mails('aisha@example.com', 3, hook));
        clock.advance(MINUTE_MS);
        const second = await storeNew(
          submissionFrom('omar@example.com'),
          mails('omar@example.com'),
        );
        // Fresh and untried: nothing waits yet, unless queued before the time asked about.
        expect(await store.queue.waiting(new Date(first.receivedAt))).toEqual({
          pending: none,
          failed: none,
        });
        expect((await store.queue.waiting(clock.now)).pending).toEqual({
          leads: 1,
          oldest: { reference: first.reference, since: Date.parse(first.receivedAt) },
        });
        for (const claim of await store.queue.claim('a', 10, LEASE_MS, clock.now))
          await store.queue.record(
            'a',
            claim.lead.id,
            claim.delivery.kind === 'visitor'
              ? attemptFailed(claim.delivery, '550 no such user', null)
              : claim.lead.id === first.id
                ? attemptFailed(claim.delivery, '451 try later', clock.now)
                : attemptFailed(claim.delivery, '550 no such user', null),
          );
        // The first lead's company mail and webhook wait, tried; the second's company mail failed;
        // a visitor's confirmation is never the company's incident.
        expect(await store.queue.waiting(new Date(0))).toEqual({
          pending: {
            leads: 1,
            oldest: { reference: first.reference, since: Date.parse(first.receivedAt) },
          },
          failed: {
            leads: 1,
            oldest: { reference: second.reference, since: Date.parse(second.receivedAt) },
          },
        });
      });
    });

    describe('figures', () => {
      const none = { company: 0, visitor: 0, webhook: 0, ...NO_CHANGE_DELIVERIES };

      it('count pending deliveries by kind, claimed or not, and the earliest queued', async () => {
        expect(await store.queue.figures()).toEqual({
          pending: none,
          failed: none,
          oldestPendingSince: null,
        });
        const first = await storeNew(
          submission(),
          mails('aisha@example.com', 3, 'https://hooks.example.com/leads'),
        );
        clock.advance(MINUTE_MS);
        await storeNew();
        await store.queue.claim('a', 1, LEASE_MS, clock.now);
        expect(await store.queue.figures()).toEqual({
          pending: { company: 2, visitor: 1, webhook: 1, ...NO_CHANGE_DELIVERIES },
          failed: none,
          oldestPendingSince: Date.parse(first.receivedAt),
        });
      });

      it('count failed deliveries by kind until they are queued again or erased', async () => {
        const lead = await storeNew(submission(), mails('aisha@example.com'));
        await storeNew(submissionFrom('omar@example.com'), mails('omar@example.com'));
        for (const claim of await store.queue.claim('a', 10, LEASE_MS, clock.now))
          await store.queue.record(
            'a',
            claim.lead.id,
            claim.delivery.kind === 'company'
              ? attemptFailed(claim.delivery, '550 no such user', null)
              : delivered(claim.delivery, '250 OK', clock.now),
          );
        expect(await store.queue.figures()).toEqual({
          pending: none,
          failed: { company: 2, visitor: 0, webhook: 0, ...NO_CHANGE_DELIVERIES },
          oldestPendingSince: null,
        });
        clock.advance(HOUR_MS);
        await store.queue.requeueFailed(lead.id, clock.now);
        await store.leads.erase({ from: 'omar@example.com' });
        expect(await store.queue.figures()).toEqual({
          pending: { company: 1, visitor: 0, webhook: 0, ...NO_CHANGE_DELIVERIES },
          failed: none,
          oldestPendingSince: clock.now.getTime(),
        });
      });
    });
  });
}
