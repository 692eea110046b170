import { REFERENCE_PATTERN, makeReference } from '@acme/forms-client/contract';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attemptFailed, delivered } from '../src/delivery/state';
import {
  IDEMPOTENCY_WINDOW_MS,
  type Claim,
  type LeadStore,
  type LeadToStore,
  type LeadWithDeliveries,
  type DeliveryPlan,
  type SpamHold,
  type StoredLead,
  type UnreadableLead,
} from '../src/store/lead-store';

/** The store's time, moved by the test. */
export interface ContractClock {
  now: Date;
  advance(ms: number): void;
}

/** A fresh, empty store, the clock it reads, and how to let go of it. */
export interface OpenedStore {
  readonly store: LeadStore;
  readonly clock: ContractClock;
  readonly close: () => Promise<void>;
}

/** A clock for {@link OpenedStore}: starts at `start`, moves only when told. */
export function contractClock(start = new Date('2026-03-02T08:00:00.000Z')): ContractClock {
  return {
    now: start,
    advance(ms) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const COMPANY = 'info@example.ae';
const LEASE_MS = 10 * MINUTE_MS;

const mails = (
  visitor: string | null = null,
  visitorMailsPerHour = 3,
  webhook: string | null = null,
): DeliveryPlan => ({
  company: COMPANY,
  visitor,
  webhook,
  visitorMailsPerHour,
});

/** The company mail, the visitor mail and the webhook as planned at `at`: pending, never tried. */
function plannedAt(at: Date, visitor: string, webhook: string) {
  const fresh = {
    status: 'pending',
    attempts: 0,
    queuedAt: at.toISOString(),
    nextAttemptAt: at.toISOString(),
    lastError: null,
    deliveredAt: null,
    receipt: null,
  };
  return [
    { kind: 'company', to: COMPANY, ...fresh },
    { kind: 'visitor', to: visitor, ...fresh },
    { kind: 'webhook', to: webhook, ...fresh },
  ];
}

/** A contact-form submission with its own reference and content. */
function submission(overrides: Partial<LeadToStore> = {}): LeadToStore {
  const message = `Please call me back ${randomUUID()}`;
  return {
    endpoint: 'form-mail',
    form: 'contact',
    reference: makeReference(),
    fields: { name: 'Aisha Rahman', email: 'aisha@example.com', message },
    client: { ip: '192.0.2.10', userAgent: 'contract-test' },
    fingerprint: createHash('sha256').update(message).digest('hex'),
    ...overrides,
  };
}

/** A submission from `email`, as its form's email field has it. */
function submissionFrom(email: string, overrides: Partial<LeadToStore> = {}): LeadToStore {
  const sent = submission(overrides);
  return { ...sent, fields: { ...sent.fields, email } };
}

/** Why the contract's held leads are held. */
const HOLD: SpamHold = {
  score: 7,
  reasons: [
    { rule: 'links', weight: 4, reason: 'three links in the message' },
    { rule: 'repeats', weight: 3, reason: 'five leads from this address in an hour' },
  ],
};

/** Leads in one order whatever order they were answered in, for comparing sets of them. */
const byId = (leads: readonly StoredLead[]) =>
  [...leads].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** A lead as it is once released: the same, without its hold. */
function released(lead: StoredLead): StoredLead {
  const { held: _held, ...rest } = lead;
  return rest;
}

async function collect(
  leads: AsyncIterable<LeadWithDeliveries | UnreadableLead>,
): Promise<LeadWithDeliveries[]> {
  const all: LeadWithDeliveries[] = [];
  for await (const entry of leads) {
    if ('problem' in entry) throw new Error(`unreadable lead ${entry.id}: ${entry.problem}`);
    all.push(entry);
  }
  return all;
}

const keyOf = (claim: Claim) => ({ lead: claim.lead.id, kind: claim.delivery.kind });
const names = (claims: readonly Claim[]) =>
  claims.map((claim) => `${claim.lead.id}/${claim.delivery.kind}`);

/**
 * The {@link LeadStore} contract, run against one engine through the interface only. `open`
 * makes a fresh, empty store for each test whose clock is the one it answers.
 */
export function describeLeadStore(name: string, open: () => Promise<OpenedStore>): void {
  describe(`LeadStore contract: ${name}`, () => {
    let store: LeadStore;
    let clock: ContractClock;
    let close: () => Promise<void>;

    beforeEach(async () => {
      ({ store, clock, close } = await open());
    });
    afterEach(async () => {
      await close();
    });

    /** Stores a submission that must be new. */
    async function storeNew(lead = submission(), plan = mails()) {
      const outcome = await store.store(lead, plan);
      expect(outcome.repeated).toBe(false);
      return outcome.lead;
    }

    async function deliveriesOf(id: string) {
      const found = await store.find(id);
      if (!found) throw new Error(`lead ${id} not found`);
      return found.deliveries;
    }

    it('describes itself and answers a ping', async () => {
      expect(store.description).toMatch(/\S/);
      await expect(store.ping()).resolves.toBeUndefined();
    });

    describe('leads', () => {
      it('keeps a lead as given, found by id and by reference', async () => {
        const sent = submission();
        const lead = await storeNew(sent);
        expect(lead).toMatchObject({
          reference: sent.reference,
          endpoint: sent.endpoint,
          form: sent.form,
          fields: sent.fields,
          client: sent.client,
          attachment: null,
          receivedAt: clock.now.toISOString(),
        });
        expect(lead.id).toMatch(/^2026-03-02T08-00-00-000Z-form-mail-[0-9a-f]{8}$/);
        const byId = await store.find(lead.id);
        expect(byId?.lead).toEqual(lead);
        expect((await store.find(lead.reference))?.lead).toEqual(lead);
        expect(await store.find('AC-NOTHER')).toBeNull();
      });

      it('lists every lead newest first, across pages and equal times', async () => {
        const ids: string[] = [];
        for (let index = 0; index < 130; index += 1) {
          // Two leads at each instant: the order must not depend on time alone.
          if (index % 2 === 0) clock.advance(1_000);
          ids.push((await storeNew()).id);
        }
        const listed = (await collect(store.list())).map((entry) => entry.lead.id);
        expect(listed).toHaveLength(130);
        expect(new Set(listed).size).toBe(130);
        const times = listed.map((id) => id.slice(0, 24));
        expect(times).toEqual([...times].sort().reverse());
        expect(new Set(listed)).toEqual(new Set(ids));
      });

      it('lists nothing when empty', async () => {
        expect(await collect(store.list())).toEqual([]);
      });
    });

    describe('attachments', () => {
      it('stages an upload with its size, first bytes and hash', async () => {
        const bytes = Buffer.from('%PDF-1.7 a small document');
        const file = await store.receive(
          Readable.from([bytes.subarray(0, 3), bytes.subarray(3)]),
          5,
        );
        expect(file.bytes).toBe(bytes.length);
        expect(Buffer.from(file.head).toString()).toBe('%PDF-');
        expect(file.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
        expect(existsSync(file.path)).toBe(true);
        await file.discard();
        expect(existsSync(file.path)).toBe(false);
      });

      it('keeps the file with its lead, the same bytes read back', async () => {
        const bytes = Buffer.alloc(1_048_576 + 17, 7);
        bytes.write('%PDF-1.7');
        const file = await store.receive(Readable.from([bytes]), 8);
        const lead = await storeNew(
          submission({
            endpoint: 'rfi',
            form: 'rfi',
            upload: { file, fileName: 'rfi.pdf', type: 'pdf' },
          }),
        );
        expect(lead.attachment).toEqual({
          fileName: 'rfi.pdf',
          bytes: bytes.length,
          type: 'pdf',
          sha256: file.sha256,
        });
        expect(existsSync(file.path)).toBe(false);
        expect((await store.attachment(lead))?.equals(bytes)).toBe(true);
        expect((await store.find(lead.id))?.lead.attachment).toEqual(lead.attachment);
      });

      it('answers null for a lead without one', async () => {
        expect(await store.attachment(await storeNew())).toBeNull();
      });
    });

    describe('idempotency', () => {
      it('answers a repeat within 24 hours with the earlier lead, keeping and mailing nothing new', async () => {
        const sent = submission();
        const first = await storeNew(sent, mails('aisha@example.com'));
        clock.advance(IDEMPOTENCY_WINDOW_MS - MINUTE_MS);
        const again = await store.store(sent, mails('aisha@example.com'));
        expect(again).toEqual({ lead: first, repeated: true });
        expect(await collect(store.list())).toHaveLength(1);
        expect(await deliveriesOf(first.id)).toHaveLength(2);
      });

      it('discards the staged file of a repeat', async () => {
        const sent = submission();
        await storeNew(sent);
        const file = await store.receive(Readable.from([Buffer.from('again')]), 4);
        const again = await store.store(
          { ...sent, upload: { file, fileName: 'a.pdf', type: 'pdf' } },
          mails(),
        );
        expect(again.repeated).toBe(true);
        expect(existsSync(file.path)).toBe(false);
      });

      it('gives other content under a used reference a new lead with a new reference', async () => {
        const first = await storeNew();
        const other = await storeNew(submission({ reference: first.reference }));
        expect(other.id).not.toBe(first.id);
        expect(other.reference).not.toBe(first.reference);
        expect(other.reference).toMatch(REFERENCE_PATTERN);
        expect((await store.find(first.reference))?.lead).toEqual(first);
        expect((await store.find(other.reference))?.lead).toEqual(other);
        expect(await collect(store.list())).toHaveLength(2);
      });

      it('takes the same submission after 24 hours as a new lead', async () => {
        const sent = submission();
        const first = await storeNew(sent);
        clock.advance(IDEMPOTENCY_WINDOW_MS + 1);
        const later = await storeNew(sent);
        expect(later.id).not.toBe(first.id);
        expect((await store.find(later.reference))?.lead).toEqual(later);
        expect(await deliveriesOf(later.id)).toHaveLength(1);
      });

      it('tells forms apart: the same reference from another form is not a repeat', async () => {
        const sent = submission();
        const first = await storeNew(sent);
        const other = await storeNew({ ...sent, form: 'booking' });
        expect(other.id).not.toBe(first.id);
      });
    });

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
        expect(await store.claim('a', 10, LEASE_MS, early)).toEqual([]);
        const claims = await store.claim('a', 10, LEASE_MS, clock.now);
        expect(claims.map((claim) => claim.delivery.kind)).toEqual(['company', 'visitor']);
        expect(claims[0]?.lead).toEqual(lead);
        expect(await store.claim('b', 10, LEASE_MS, clock.now)).toEqual([]);
      });

      it('takes at most the limit', async () => {
        for (let index = 0; index < 5; index += 1) await storeNew();
        expect(await store.claim('a', 3, LEASE_MS, clock.now)).toHaveLength(3);
        expect(await store.claim('b', 3, LEASE_MS, clock.now)).toHaveLength(2);
      });

      it('gives each delivery to one of two owners claiming at once', async () => {
        for (let index = 0; index < 12; index += 1) await storeNew();
        const [a, b] = await Promise.all([
          store.claim('a', 12, LEASE_MS, clock.now),
          store.claim('b', 12, LEASE_MS, clock.now),
        ]);
        const taken = [...names(a), ...names(b)];
        expect(taken).toHaveLength(12);
        expect(new Set(taken).size).toBe(12);
      });

      it('returns a delivery whose lease ran out', async () => {
        await storeNew();
        const start = clock.now.getTime();
        expect(await store.claim('a', 1, LEASE_MS, clock.now)).toHaveLength(1);
        expect(await store.claim('b', 1, LEASE_MS, new Date(start + LEASE_MS - 1))).toEqual([]);
        expect(await store.claim('b', 1, LEASE_MS, new Date(start + LEASE_MS))).toHaveLength(1);
      });

      it('keeps a renewed lease', async () => {
        await storeNew();
        const start = clock.now.getTime();
        const [claim] = await store.claim('a', 1, LEASE_MS, clock.now);
        if (!claim) throw new Error('nothing claimed');
        const renewedAt = new Date(start + LEASE_MS - MINUTE_MS);
        await store.renew('b', [keyOf(claim)], LEASE_MS * 10, renewedAt);
        await store.renew('a', [keyOf(claim)], LEASE_MS, renewedAt);
        expect(await store.claim('b', 1, LEASE_MS, new Date(start + LEASE_MS + 1))).toEqual([]);
        const after = new Date(renewedAt.getTime() + LEASE_MS);
        expect(names(await store.claim('b', 1, LEASE_MS, after))).toEqual(names([claim]));
      });

      it("returns released deliveries at once, only the owner's", async () => {
        await storeNew();
        const [claim] = await store.claim('a', 1, LEASE_MS, clock.now);
        if (!claim) throw new Error('nothing claimed');
        await store.release('b', [keyOf(claim)]);
        expect(await store.claim('b', 1, LEASE_MS, clock.now)).toEqual([]);
        await store.release('a', [keyOf(claim)]);
        expect(names(await store.claim('b', 1, LEASE_MS, clock.now))).toEqual(names([claim]));
      });
    });

    describe('recording attempts', () => {
      it('keeps a delivered mail and never gives it again', async () => {
        const lead = await storeNew();
        const [claim] = await store.claim('a', 1, LEASE_MS, clock.now);
        if (!claim) throw new Error('nothing claimed');
        const done = delivered(claim.delivery, '250 OK queued as 1A2B', clock.now);
        await store.record('a', lead.id, done);
        expect(await deliveriesOf(lead.id)).toEqual([done]);
        clock.advance(LEASE_MS * 2);
        expect(await store.claim('b', 10, LEASE_MS, clock.now)).toEqual([]);
        expect(await store.nextDue()).toBeNull();
      });

      it('keeps a deferred mail for its retry, the claim let go', async () => {
        const lead = await storeNew();
        const start = clock.now.getTime();
        const [claim] = await store.claim('a', 1, HOUR_MS, clock.now);
        if (!claim) throw new Error('nothing claimed');
        const retryAt = new Date(start + 5 * MINUTE_MS);
        const deferred = attemptFailed(claim.delivery, '421 try again later', retryAt);
        await store.record('a', lead.id, deferred);
        expect(await deliveriesOf(lead.id)).toEqual([deferred]);
        expect(await store.nextDue()).toBe(retryAt.getTime());
        expect(await store.claim('b', 1, LEASE_MS, new Date(retryAt.getTime() - 1))).toEqual([]);
        // Due again before a's hour-long lease would have ended: recording freed it.
        const again = await store.claim('b', 1, LEASE_MS, retryAt);
        expect(again.map((one) => one.delivery)).toEqual([deferred]);
      });

      it('hurries pending deliveries due later, never postponing one', async () => {
        const lead = await storeNew();
        const start = clock.now.getTime();
        const [claim] = await store.claim('a', 1, LEASE_MS, clock.now);
        if (!claim) throw new Error('nothing claimed');
        await store.record(
          'a',
          lead.id,
          attemptFailed(claim.delivery, 'ECONNECTION: refused', new Date(start + HOUR_MS)),
        );
        const soon = new Date(start + MINUTE_MS);
        await store.hurry([keyOf(claim)], soon);
        expect(await store.nextDue()).toBe(soon.getTime());
        await store.hurry([keyOf(claim)], new Date(start + 2 * MINUTE_MS));
        expect(await store.nextDue()).toBe(soon.getTime());
        expect(await store.claim('b', 1, LEASE_MS, soon)).toHaveLength(1);
      });
    });

    describe('requeueing failed mails', () => {
      it('knows no such lead', async () => {
        expect(await store.requeueFailed('AC-NOTHER', clock.now)).toEqual({ status: 'unknown' });
      });

      it('finds nothing failed on a lead whose mails are pending', async () => {
        const lead = await storeNew();
        expect(await store.requeueFailed(lead.reference, clock.now)).toEqual({
          status: 'nothing-failed',
          lead,
        });
      });

      it('queues failed mails again with a fresh retry period', async () => {
        const lead = await storeNew(submission(), mails('aisha@example.com'));
        const claims = await store.claim('a', 10, LEASE_MS, clock.now);
        for (const claim of claims)
          await store.record(
            'a',
            lead.id,
            claim.delivery.kind === 'company'
              ? attemptFailed(claim.delivery, '550 no such user', null)
              : delivered(claim.delivery, '250 OK', clock.now),
          );
        clock.advance(3 * 24 * HOUR_MS);
        const outcome = await store.requeueFailed(lead.id, clock.now);
        if (outcome.status !== 'queued') throw new Error(`not queued: ${outcome.status}`);
        expect(outcome.lead).toEqual(lead);
        const at = clock.now.toISOString();
        const company = { status: 'pending', attempts: 0, queuedAt: at, nextAttemptAt: at };
        expect(outcome.deliveries.find((one) => one.kind === 'company')).toMatchObject(company);
        const [companyNow, visitorNow] = await deliveriesOf(lead.id);
        expect(companyNow).toMatchObject({ ...company, lastError: '550 no such user' });
        expect(visitorNow?.status).toBe('delivered');
        expect(await store.nextDue()).toBe(clock.now.getTime());
        const again = await store.claim('b', 10, LEASE_MS, clock.now);
        expect(again.map((claim) => claim.delivery.kind)).toEqual(['company']);
      });
    });

    describe('daily jobs', () => {
      it('gives a day’s job to the first to ask, once, and the next day’s again', async () => {
        expect(await store.claimDailyJob('digest', '2026-03-02')).toBe(true);
        expect(await store.claimDailyJob('digest', '2026-03-02')).toBe(false);
        expect(await store.claimDailyJob('digest', '2026-03-03')).toBe(true);
        expect(await store.claimDailyJob('other', '2026-03-02')).toBe(true);
      });
    });

    describe('next due', () => {
      it('is null with nothing pending, else the earliest pending delivery not held', async () => {
        expect(await store.nextDue()).toBeNull();
        const first = await storeNew();
        clock.advance(MINUTE_MS);
        await storeNew();
        expect(await store.nextDue()).toBe(Date.parse(first.receivedAt));
        await store.claim('a', 1, LEASE_MS, clock.now);
        expect(await store.nextDue()).toBe(clock.now.getTime());
        await store.claim('a', 1, LEASE_MS, clock.now);
        expect(await store.nextDue()).toBeNull();
      });
    });
    describe('held leads', () => {
      it('keeps a held lead with its reasons, plans nothing for it, and answers its repeat', async () => {
        const hook = 'https://hooks.example.com/leads';
        const sent = submission({ held: HOLD });
        const lead = await storeNew(sent, mails('aisha@example.com', 3, hook));
        expect(lead).toMatchObject({ reference: sent.reference, fields: sent.fields, held: HOLD });
        expect(await store.find(lead.reference)).toEqual({ lead, deliveries: [] });
        expect(await collect(store.list())).toEqual([{ lead, deliveries: [] }]);
        expect(await store.claim('a', 10, LEASE_MS, clock.now)).toEqual([]);
        expect(await store.nextDue()).toBeNull();
        clock.advance(MINUTE_MS);
        expect(await store.store(sent, mails('aisha@example.com', 3, hook))).toEqual({
          lead,
          repeated: true,
        });
        expect(await deliveriesOf(lead.id)).toEqual([]);
      });

      it('leaves a lead stored without a hold not held', async () => {
        const lead = await storeNew();
        expect(lead.held).toBeUndefined();
        expect((await store.find(lead.id))?.lead.held).toBeUndefined();
      });

      it("uses none of the visitor's hourly share", async () => {
        for (let index = 0; index < 3; index += 1)
          await storeNew(submission({ held: HOLD }), mails('omar@example.com', 1));
        const lead = await storeNew(submission(), mails('omar@example.com', 1));
        const visitor = (await deliveriesOf(lead.id)).find((one) => one.kind === 'visitor');
        expect(visitor?.status).toBe('pending');
      });
    });

    describe('counting recent leads', () => {
      it("counts a form's leads from an address since a time, held ones too, letter case ignored", async () => {
        const start = clock.now;
        await storeNew(submissionFrom('Aisha@Example.com'));
        clock.advance(10 * MINUTE_MS);
        const second = clock.now;
        await storeNew(submissionFrom('aisha@example.com', { held: HOLD }));
        await storeNew(submissionFrom('AISHA@EXAMPLE.COM', { form: 'booking' }));
        await storeNew(submissionFrom('omar@example.com'));
        expect(await store.countRecent('contact', 'aisha@example.com', start)).toBe(2);
        expect(await store.countRecent('contact', 'AISHA@example.COM', start)).toBe(2);
        expect(await store.countRecent('contact', 'aisha@example.com', second)).toBe(1);
        expect(
          await store.countRecent('contact', 'aisha@example.com', new Date(second.getTime() + 1)),
        ).toBe(0);
        expect(await store.countRecent('booking', 'aisha@example.com', start)).toBe(1);
        expect(await store.countRecent('contact', 'omar@example.com', start)).toBe(1);
        expect(await store.countRecent('contact', 'nobody@example.com', start)).toBe(0);
      });
    });

    describe('releasing held leads', () => {
      it('plans the deliveries of a released lead now, as for a new lead', async () => {
        const hook = 'https://hooks.example.com/leads';
        const lead = await storeNew(submission({ held: HOLD }), mails());
        clock.advance(2 * HOUR_MS);
        const planned: StoredLead[] = [];
        const outcome = await store.releaseHeld(
          lead.reference,
          (given) => {
            planned.push(given);
            return mails(given.fields['email'] ?? null, 3, hook);
          },
          clock.now,
        );
        expect(planned.map((given) => given.id)).toEqual([lead.id]);
        const deliveries = plannedAt(clock.now, 'aisha@example.com', hook);
        expect(outcome).toEqual({ lead: released(lead), deliveries });
        expect(outcome?.lead.held).toBeUndefined();
        expect(await store.find(lead.id)).toEqual({ lead: released(lead), deliveries });
        expect(await store.nextDue()).toBe(clock.now.getTime());
        const claims = await store.claim('a', 10, LEASE_MS, clock.now);
        expect(claims.map((claim) => claim.delivery.kind)).toEqual([
          'company',
          'visitor',
          'webhook',
        ]);
        expect(claims[0]?.lead).toEqual(released(lead));
      });

      it('finds the held lead by id, and releases it once', async () => {
        const lead = await storeNew(submission({ held: HOLD }));
        const first = await store.releaseHeld(lead.id, () => mails(), clock.now);
        expect(first?.deliveries.map((one) => one.kind)).toEqual(['company']);
        expect(await store.releaseHeld(lead.id, () => mails(), clock.now)).toBeNull();
        expect(await store.releaseHeld(lead.reference, () => mails(), clock.now)).toBeNull();
        expect(await deliveriesOf(lead.id)).toHaveLength(1);
      });

      it('answers null for a lead that is not held, and for no lead', async () => {
        const lead = await storeNew(submission(), mails('aisha@example.com'));
        const before = await store.find(lead.id);
        expect(await store.releaseHeld(lead.reference, () => mails(), clock.now)).toBeNull();
        expect(await store.releaseHeld(lead.id, () => mails(), clock.now)).toBeNull();
        expect(await store.find(lead.id)).toEqual(before);
        expect(await store.releaseHeld('AC-NOTHER', () => mails(), clock.now)).toBeNull();
      });

      it("counts the visitor's hourly share at the release", async () => {
        const start = clock.now.getTime();
        const held = await storeNew(submission({ held: HOLD }));
        const later = await storeNew(submission({ held: HOLD }));
        for (let index = 0; index < 2; index += 1)
          await storeNew(submission(), mails('omar@example.com', 2));
        const plan = () => mails('Omar@Example.com', 2);
        const visitorOf = (outcome: LeadWithDeliveries | null) =>
          outcome?.deliveries.find((one) => one.kind === 'visitor');
        clock.advance(30 * MINUTE_MS);
        expect(visitorOf(await store.releaseHeld(held.id, plan, clock.now))).toMatchObject({
          status: 'suppressed',
          nextAttemptAt: null,
        });
        const hourLater = new Date(start + HOUR_MS + 1);
        expect(visitorOf(await store.releaseHeld(later.id, plan, hourLater))).toMatchObject({
          status: 'pending',
          queuedAt: hourLater.toISOString(),
        });
      });
    });

    describe("an address's leads", () => {
      it('lists every lead from an address, newest first, held ones too, letter case ignored', async () => {
        const first = await storeNew(
          submissionFrom('Aisha@Example.com'),
          mails('Aisha@Example.com'),
        );
        clock.advance(MINUTE_MS);
        const second = await storeNew(
          submissionFrom('aisha@example.com', { form: 'booking', held: HOLD }),
        );
        clock.advance(MINUTE_MS);
        await storeNew(submissionFrom('omar@example.com'));
        const third = await storeNew(submissionFrom('AISHA@EXAMPLE.COM'));
        expect(await store.leadsFrom('aisha@EXAMPLE.com')).toEqual([
          { lead: third, deliveries: await deliveriesOf(third.id) },
          { lead: second, deliveries: [] },
          { lead: first, deliveries: await deliveriesOf(first.id) },
        ]);
        expect((await deliveriesOf(first.id)).map((one) => one.kind)).toEqual([
          'company',
          'visitor',
        ]);
        expect(await store.leadsFrom('nobody@example.com')).toEqual([]);
      });
    });

    describe('erasing leads', () => {
      it('erases every lead of an address, letter case ignored, with all that belongs to it', async () => {
        const bytes = Buffer.from('%PDF-1.7 from Aisha@Example.com');
        const file = await store.receive(Readable.from([bytes]), 8);
        const withFile = await storeNew(
          submissionFrom('Aisha@Example.com', {
            endpoint: 'rfi',
            form: 'rfi',
            upload: { file, fileName: 'aisha.pdf', type: 'pdf' },
          }),
          mails('Aisha@Example.com'),
        );
        clock.advance(MINUTE_MS);
        const sent = submissionFrom('aisha@example.com');
        const plain = await storeNew(sent, mails('aisha@example.com'));
        const held = await storeNew(submissionFrom('AISHA@example.com', { held: HOLD }));
        const other = await storeNew(submissionFrom('omar@example.com'), mails('omar@example.com'));
        const otherDeliveries = await deliveriesOf(other.id);

        const erased = await store.erase({ from: 'aisha@EXAMPLE.com' });
        expect(byId(erased)).toEqual(byId([withFile, plain, held]));
        for (const lead of erased) {
          expect(await store.find(lead.id)).toBeNull();
          expect(await store.find(lead.reference)).toBeNull();
          expect(await store.attachment(lead).catch(() => null)).toBeNull();
        }
        expect(await store.leadsFrom('aisha@example.com')).toEqual([]);
        expect(await store.countRecent('contact', 'aisha@example.com', new Date(0))).toBe(0);
        expect(await collect(store.list())).toEqual([{ lead: other, deliveries: otherDeliveries }]);
        const claims = await store.claim('a', 10, LEASE_MS, clock.now);
        expect(claims.map((claim) => claim.lead.id)).toEqual([other.id, other.id]);
        expect(await store.erase({ from: 'aisha@example.com' })).toEqual([]);
        // Nothing of the repeat check is left: the same submission again is a new lead.
        const again = await store.store(sent, mails());
        expect(again.repeated).toBe(false);
        expect(again.lead.id).not.toBe(plain.id);
      });

      it('lets go of claims on erased deliveries: recording one brings nothing back', async () => {
        const lead = await storeNew(submission(), mails('aisha@example.com'));
        const claims = await store.claim('a', 10, LEASE_MS, clock.now);
        expect(claims).toHaveLength(2);
        expect(await store.erase({ from: 'aisha@example.com' })).toEqual([lead]);
        for (const claim of claims)
          await store.record('a', lead.id, delivered(claim.delivery, '250 OK', clock.now));
        await store.renew('a', claims.map(keyOf), LEASE_MS, clock.now);
        await store.release('a', claims.map(keyOf));
        await store.hurry(claims.map(keyOf), clock.now);
        expect(await store.find(lead.id)).toBeNull();
        expect(await store.leadsFrom('aisha@example.com')).toEqual([]);
        expect(await collect(store.list())).toEqual([]);
        expect(await store.nextDue()).toBeNull();
        clock.advance(2 * LEASE_MS);
        expect(await store.claim('b', 10, LEASE_MS, clock.now)).toEqual([]);
        expect(await store.requeueFailed(lead.id, clock.now)).toEqual({ status: 'unknown' });
      });

      it('erases every lead received before a time, held or not', async () => {
        const old = await storeNew(submission(), mails('aisha@example.com'));
        const oldHeld = await storeNew(submission({ held: HOLD }));
        clock.advance(HOUR_MS);
        const cutoff = clock.now;
        const atCutoff = await storeNew(submission({ held: HOLD }));
        clock.advance(1);
        const newer = await storeNew();
        const erased = await store.erase({ receivedBefore: cutoff });
        expect(byId(erased)).toEqual(byId([old, oldHeld]));
        expect(await store.find(old.id)).toBeNull();
        expect(await store.find(oldHeld.id)).toBeNull();
        const left = await collect(store.list());
        expect(left.map((entry) => entry.lead)).toEqual([newer, atCutoff]);
        expect(await store.erase({ receivedBefore: cutoff })).toEqual([]);
      });

      it('erases only held leads before a time with heldOnly', async () => {
        const old = await storeNew();
        const oldHeld = await storeNew(submission({ held: HOLD }));
        clock.advance(HOUR_MS);
        const cutoff = clock.now;
        const newerHeld = await storeNew(submission({ held: HOLD }));
        const erased = await store.erase({ receivedBefore: cutoff, heldOnly: true });
        expect(erased).toEqual([oldHeld]);
        expect(await store.find(oldHeld.id)).toBeNull();
        expect((await store.find(old.id))?.lead).toEqual(old);
        expect((await store.find(newerHeld.id))?.lead).toEqual(newerHeld);
        expect(await store.releaseHeld(oldHeld.id, () => mails(), clock.now)).toBeNull();
        expect(byId(await store.erase({ receivedBefore: clock.now, heldOnly: false }))).toEqual(
          byId([old]),
        );
      });
    });

    describe('counting old leads', () => {
      it('counts the leads received before a time, held ones too', async () => {
        expect(await store.countReceivedBefore(clock.now)).toBe(0);
        await storeNew();
        await storeNew(submission({ held: HOLD }));
        clock.advance(MINUTE_MS);
        const cutoff = clock.now;
        await storeNew();
        expect(await store.countReceivedBefore(cutoff)).toBe(2);
        expect(await store.countReceivedBefore(new Date(cutoff.getTime() + 1))).toBe(3);
        await store.erase({ receivedBefore: cutoff, heldOnly: true });
        expect(await store.countReceivedBefore(cutoff)).toBe(1);
      });
    });

    describe('the newest lead', () => {
      it("is null for an empty store, else the newest lead's time, held ones too", async () => {
        expect(await store.newestReceivedAt()).toBeNull();
        const first = await storeNew();
        expect(await store.newestReceivedAt()).toEqual(new Date(first.receivedAt));
        clock.advance(MINUTE_MS);
        const held = await storeNew(submissionFrom('omar@example.com', { held: HOLD }));
        expect(await store.newestReceivedAt()).toEqual(new Date(held.receivedAt));
        await store.erase({ from: 'omar@example.com' });
        expect(await store.newestReceivedAt()).toEqual(new Date(first.receivedAt));
        await store.erase({ receivedBefore: clock.now });
        expect(await store.newestReceivedAt()).toBeNull();
      });
    });
  });
}
