import { REFERENCE_PATTERN } from '@acme/forms-client/contract';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { attemptFailed, delivered, newDelivery } from '../../src/store/delivery-record';
import {
  IDEMPOTENCY_WINDOW_MS,
  type LeadStore,
  type LeadWithDeliveries,
  type StoredLead,
} from '../../src/store/lead-store';
import {
  byId,
  collect,
  type ContractClock,
  contractSteps,
  HOLD,
  HOUR_MS,
  keyOf,
  LEASE_MS,
  mails,
  MINUTE_MS,
  NO_CHANGE_DELIVERIES,
  openEachTest,
  type OpenedStore,
  plannedAt,
  released,
  submission,
  submissionFrom,
} from './fixtures';

/** The leads role: kept, found, listed, held and released, counted and erased, with attachments. */
export function describeLeadsRole(open: () => Promise<OpenedStore>): void {
  describe('the leads role', () => {
    let store: LeadStore;
    let clock: ContractClock;
    openEachTest(open, (opened) => ({ store, clock } = opened));
    const { storeNew, deliveriesOf } = contractSteps(() => store);

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
        const byId = await store.leads.find(lead.id);
        expect(byId?.lead).toEqual(lead);
        expect((await store.leads.find(lead.reference))?.lead).toEqual(lead);
        expect(await store.leads.find('AC-NOTHER')).toBeNull();
      });

      it("keeps a lead's fields in the order the form sent them", async () => {
        const fields = { message: 'Call me', name: 'Aisha', email: 'aisha@example.com' };
        const lead = await storeNew(submission({ fields }));
        expect(Object.keys((await store.leads.find(lead.id))?.lead.fields ?? {})).toEqual([
          'message',
          'name',
          'email',
        ]);
      });

      it('lists every lead newest first, across pages and equal times', async () => {
        const ids: string[] = [];
        for (let index = 0; index < 130; index += 1) {
          // Two leads at each instant: the order must not depend on time alone.
          if (index % 2 === 0) clock.advance(1_000);
          ids.push((await storeNew()).id);
        }
        const listed = (await collect(store.leads.list())).map((entry) => entry.lead.id);
        expect(listed).toHaveLength(130);
        expect(new Set(listed).size).toBe(130);
        const times = listed.map((id) => id.slice(0, 24));
        expect(times).toEqual([...times].sort().reverse());
        expect(new Set(listed)).toEqual(new Set(ids));
      });

      it('lists nothing when empty', async () => {
        expect(await collect(store.leads.list())).toEqual([]);
      });
    });

    describe('attachments', () => {
      it('stages an upload with its size, first bytes and hash', async () => {
        const bytes = Buffer.from('%PDF-1.7 a small document');
        const file = await store.uploads.receive(
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
        const file = await store.uploads.receive(Readable.from([bytes]), 8);
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
        expect((await store.leads.attachment(lead))?.equals(bytes)).toBe(true);
        expect((await store.leads.find(lead.id))?.lead.attachment).toEqual(lead.attachment);
      });

      it('answers null for a lead without one', async () => {
        expect(await store.leads.attachment(await storeNew())).toBeNull();
      });
    });

    describe('idempotency', () => {
      it('answers a repeat within 24 hours with the earlier lead, keeping and mailing nothing new', async () => {
        const sent = submission();
        const first = await storeNew(sent, mails('aisha@example.com'));
        clock.advance(IDEMPOTENCY_WINDOW_MS - MINUTE_MS);
        const again = await store.leads.store(sent, mails('aisha@example.com'));
        expect(again).toEqual({ lead: first, repeated: true });
        expect(await collect(store.leads.list())).toHaveLength(1);
        expect(await deliveriesOf(first.id)).toHaveLength(2);
      });

      it('discards the staged file of a repeat', async () => {
        const sent = submission();
        await storeNew(sent);
        const file = await store.uploads.receive(Readable.from([Buffer.from('again')]), 4);
        const again = await store.leads.store(
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
        expect((await store.leads.find(first.reference))?.lead).toEqual(first);
        expect((await store.leads.find(other.reference))?.lead).toEqual(other);
        expect(await collect(store.leads.list())).toHaveLength(2);
      });

      it('takes the same submission after 24 hours as a new lead', async () => {
        const sent = submission();
        const first = await storeNew(sent);
        clock.advance(IDEMPOTENCY_WINDOW_MS + 1);
        const later = await storeNew(sent);
        expect(later.id).not.toBe(first.id);
        expect((await store.leads.find(later.reference))?.lead).toEqual(later);
        expect(await deliveriesOf(later.id)).toHaveLength(1);
      });

      it('tells forms apart: the same reference from another form is not a repeat', async () => {
        const sent = submission();
        const first = await storeNew(sent);
        const other = await storeNew({ ...sent, form: 'booking' });
        expect(other.id).not.toBe(first.id);
      });
    });

    describe('held leads', () => {
      it('keeps a held lead with its reasons, plans nothing for it, and answers its repeat', async () => {
        const hook = 'https://hooks.example.com/leads';
        const sent = submission({ held: HOLD });
        const lead = await storeNew(sent, mails('aisha@example.com', 3, hook));
        expect(lead).toMatchObject({ reference: sent.reference, fields: sent.fields, held: HOLD });
        expect(await store.leads.find(lead.reference)).toEqual({ lead, deliveries: [] });
        expect(await collect(store.leads.list())).toEqual([{ lead, deliveries: [] }]);
        expect(await store.queue.claim('a', 10, LEASE_MS, clock.now)).toEqual([]);
        expect(await store.queue.nextDue()).toBeNull();
        clock.advance(MINUTE_MS);
        expect(await store.leads.store(sent, mails('aisha@example.com', 3, hook))).toEqual({
          lead,
          repeated: true,
        });
        expect(await deliveriesOf(lead.id)).toEqual([]);
      });

      it('leaves a lead stored without a hold not held', async () => {
        const lead = await storeNew();
        expect(lead.held).toBeUndefined();
        expect((await store.leads.find(lead.id))?.lead.held).toBeUndefined();
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
        expect(await store.leads.countRecent('contact', 'aisha@example.com', start)).toBe(2);
        expect(await store.leads.countRecent('contact', 'AISHA@example.COM', start)).toBe(2);
        expect(await store.leads.countRecent('contact', 'aisha@example.com', second)).toBe(1);
        expect(
          await store.leads.countRecent(
            'contact',
            'aisha@example.com',
            new Date(second.getTime() + 1),
          ),
        ).toBe(0);
        expect(await store.leads.countRecent('booking', 'aisha@example.com', start)).toBe(1);
        expect(await store.leads.countRecent('contact', 'omar@example.com', start)).toBe(1);
        expect(await store.leads.countRecent('contact', 'nobody@example.com', start)).toBe(0);
      });
    });

    describe('releasing held leads', () => {
      it('plans the deliveries of a released lead now, as for a new lead', async () => {
        const hook = 'https://hooks.example.com/leads';
        const lead = await storeNew(submission({ held: HOLD }), mails());
        clock.advance(2 * HOUR_MS);
        const planned: StoredLead[] = [];
        const outcome = await store.leads.releaseHeld(
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
        expect(await store.leads.find(lead.id)).toEqual({ lead: released(lead), deliveries });
        expect(await store.queue.nextDue()).toBe(clock.now.getTime());
        const claims = await store.queue.claim('a', 10, LEASE_MS, clock.now);
        expect(claims.map((claim) => claim.delivery.kind)).toEqual([
          'company',
          'visitor',
          'webhook',
        ]);
        expect(claims[0]?.lead).toEqual(released(lead));
      });

      it('finds the held lead by id, and releases it once', async () => {
        const lead = await storeNew(submission({ held: HOLD }));
        const first = await store.leads.releaseHeld(lead.id, () => mails(), clock.now);
        expect(first?.deliveries.map((one) => one.kind)).toEqual(['company']);
        expect(await store.leads.releaseHeld(lead.id, () => mails(), clock.now)).toBeNull();
        expect(await store.leads.releaseHeld(lead.reference, () => mails(), clock.now)).toBeNull();
        expect(await deliveriesOf(lead.id)).toHaveLength(1);
      });

      it('answers null for a lead that is not held, and for no lead', async () => {
        const lead = await storeNew(submission(), mails('aisha@example.com'));
        const before = await store.leads.find(lead.id);
        expect(await store.leads.releaseHeld(lead.reference, () => mails(), clock.now)).toBeNull();
        expect(await store.leads.releaseHeld(lead.id, () => mails(), clock.now)).toBeNull();
        expect(await store.leads.find(lead.id)).toEqual(before);
        expect(await store.leads.releaseHeld('AC-NOTHER', () => mails(), clock.now)).toBeNull();
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
        expect(visitorOf(await store.leads.releaseHeld(held.id, plan, clock.now))).toMatchObject({
          status: 'suppressed',
          nextAttemptAt: null,
        });
        const hourLater = new Date(start + HOUR_MS + 1);
        expect(visitorOf(await store.leads.releaseHeld(later.id, plan, hourLater))).toMatchObject({
          status: 'pending',
          queuedAt: hourLater.toISOString(),
        });
      });
    });

    describe('changing a booking', () => {
      const slot = (date: string) => ({ date, startHour: 10, hours: 2 });
      const moveTo = (version: number, date: string) => ({
        version,
        fields: { requested_date: date },
        change: {
          at: clock.now.toISOString(),
          action: 'moved' as const,
          from: slot('2099-03-01'),
          to: slot(date),
        },
      });

      it('changes it only at the version named, keeping its history and planning its change deliveries', async () => {
        // The address had its hour's share: a change's visitor mail is not counted against it.
        const lead = await storeNew(submission(), mails('aisha@example.com', 0));
        const first = await store.leads.changeBooking(
          lead.id,
          moveTo(0, '2099-03-02'),
          mails('aisha@example.com', 0),
          clock.now,
        );
        expect(first).toMatchObject({
          status: 'changed',
          lead: { id: lead.id, fields: { requested_date: '2099-03-02' } },
        });
        expect(
          await store.leads.changeBooking(
            lead.id,
            moveTo(0, '2099-03-03'),
            mails('aisha@example.com', 0),
            clock.now,
          ),
        ).toEqual({ status: 'stale' });
        clock.advance(MINUTE_MS);
        await store.leads.changeBooking(
          lead.id,
          moveTo(1, '2099-03-04'),
          mails('aisha@example.com', 0, 'https://hooks.example.com/leads'),
          clock.now,
        );
        const found = await store.leads.find(lead.id);
        expect(found?.lead.bookingChanges?.map((change) => change.to?.date)).toEqual([
          '2099-03-02',
          '2099-03-04',
        ]);
        expect(
          found?.deliveries.map(({ kind, status, queuedAt }) => ({ kind, status, queuedAt })),
        ).toEqual([
          { kind: 'company', status: 'pending', queuedAt: lead.receivedAt },
          { kind: 'visitor', status: 'suppressed', queuedAt: lead.receivedAt },
          { kind: 'company-change', status: 'pending', queuedAt: clock.now.toISOString() },
          { kind: 'visitor-change', status: 'pending', queuedAt: clock.now.toISOString() },
          { kind: 'webhook-change', status: 'pending', queuedAt: clock.now.toISOString() },
        ]);
        expect(
          await store.leads.changeBooking(
            '2026-03-02T08-00-00-000Z-form-mail-00000000',
            moveTo(0, '2099-03-02'),
            mails(),
            clock.now,
          ),
        ).toEqual({ status: 'missing' });
      });

      it('keeps one of two changes made at once at the same version; the other is stale', async () => {
        const lead = await storeNew(submission(), mails('aisha@example.com'));
        const outcomes = await Promise.all(
          ['2099-03-02', '2099-03-03'].map((date) =>
            store.leads.changeBooking(
              lead.id,
              moveTo(0, date),
              mails('aisha@example.com'),
              clock.now,
            ),
          ),
        );
        expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['changed', 'stale']);
        const found = await store.leads.find(lead.id);
        expect(found?.lead.bookingChanges).toHaveLength(1);
        expect(found?.deliveries.filter((one) => one.kind === 'company-change')).toHaveLength(1);
      });

      it("records a change's sent mail without touching the next change's, planned in the same millisecond", async () => {
        const lead = await storeNew(submission(), mails('aisha@example.com'));
        await store.leads.changeBooking(
          lead.id,
          moveTo(0, '2099-03-02'),
          mails('aisha@example.com'),
          clock.now,
        );
        const claims = await store.queue.claim('a', 10, LEASE_MS, clock.now);
        const sent = claims.find((claim) => claim.delivery.kind === 'visitor-change');
        expect(sent?.delivery.change).toBe(1);
        // Changed again while the first change's mail was out, at the same clock time.
        await store.leads.changeBooking(
          lead.id,
          moveTo(1, '2099-03-03'),
          mails('aisha@example.com'),
          clock.now,
        );
        await store.queue.record('a', lead.id, delivered(sent!.delivery, '250 OK', clock.now));
        const found = await store.leads.find(lead.id);
        expect(found?.deliveries.find((one) => one.kind === 'visitor-change')).toMatchObject({
          change: 2,
          status: 'pending',
        });
      });

      it("keeps the version a change's delivery names once it is sent, as the record is read back", async () => {
        const lead = await storeNew(submission(), mails());
        await store.leads.changeBooking(lead.id, moveTo(0, '2099-03-02'), mails(), clock.now);
        const claims = await store.queue.claim('a', 10, LEASE_MS, clock.now);
        for (const { delivery } of claims)
          await store.queue.record('a', lead.id, delivered(delivery, '250 OK', clock.now));
        const found = await store.leads.find(lead.id);
        expect(
          found?.deliveries.map(({ kind, status, change }) => ({ kind, status, change })),
        ).toEqual([
          { kind: 'company', status: 'delivered', change: undefined },
          { kind: 'company-change', status: 'delivered', change: 1 },
        ]);
        const listed = (await collect(store.leads.list())).find(
          (entry) => entry.lead.id === lead.id,
        );
        expect(listed?.deliveries).toEqual(found?.deliveries);
      });

      it("plans a change's deliveries after all of the lead's own, its chat message too, each naming the version", async () => {
        const lead = await storeNew(
          submission(),
          mails(
            'aisha@example.com',
            3,
            'https://hooks.example.com/leads',
            'https://chat.example/x',
          ),
        );
        for (const [version, date] of ['2099-03-02', '2099-03-03'].entries()) {
          clock.advance(MINUTE_MS);
          await store.leads.changeBooking(
            lead.id,
            moveTo(version, date),
            mails('aisha@example.com', 3, 'https://hooks.example.com/leads'),
            clock.now,
          );
        }
        const found = await store.leads.find(lead.id);
        expect(found?.deliveries.map(({ kind, change }) => ({ kind, change }))).toEqual([
          { kind: 'company', change: undefined },
          { kind: 'visitor', change: undefined },
          { kind: 'webhook', change: undefined },
          { kind: 'chat', change: undefined },
          { kind: 'company-change', change: 2 },
          { kind: 'visitor-change', change: 2 },
          { kind: 'webhook-change', change: 2 },
        ]);
        // Listed in that order however they are read: with the other leads too.
        const listed = (await collect(store.leads.list())).find(
          (entry) => entry.lead.id === lead.id,
        );
        expect(listed?.deliveries.map(({ kind }) => kind)).toEqual(
          found?.deliveries.map(({ kind }) => kind),
        );
      });
    });

    describe('holding a lead for an infected file', () => {
      it('holds it with the signature, its claimed deliveries dropped, until released', async () => {
        const lead = await storeNew(submission(), mails('aisha@example.com'));
        const claims = await store.queue.claim('a', 10, LEASE_MS, clock.now);
        expect(claims).toHaveLength(2);
        await store.leads.holdInfected(lead.id, 'Eicar-Signature');
        const held = { ...lead, held: { score: 0, reasons: [], infected: 'Eicar-Signature' } };
        expect(await store.leads.find(lead.id)).toEqual({ lead: held, deliveries: [] });
        expect(await store.queue.nextDue()).toBeNull();
        expect((await store.queue.figures()).pending).toEqual({
          company: 0,
          visitor: 0,
          webhook: 0,
          chat: 0,
          ...NO_CHANGE_DELIVERIES,
        });
        await store.queue.release('a', claims.map(keyOf));
        clock.advance(2 * LEASE_MS);
        expect(await store.queue.claim('b', 10, LEASE_MS, clock.now)).toEqual([]);
        // Held already: a second verdict changes nothing.
        await store.leads.holdInfected(lead.id, 'Other');
        expect((await store.leads.find(lead.id))?.lead).toEqual(held);
        const outcome = await store.leads.releaseHeld(lead.reference, () => mails(), clock.now);
        expect(outcome?.lead).toEqual(released(lead));
        expect(outcome?.deliveries.map((one) => one.kind)).toEqual(['company']);
      });

      it.each(['with-file', 'without-file'] as const)(
        'keeps on the lead that it was released %s, with the signature',
        async (release) => {
          const lead = await storeNew(submission(), mails());
          await store.leads.holdInfected(lead.id, 'Eicar-Signature');
          const outcome = await store.leads.releaseHeld(lead.id, () => mails(), clock.now, release);
          const infectedFile = { signature: 'Eicar-Signature', release };
          expect(outcome?.lead).toEqual({ ...released(lead), infectedFile });
          expect((await store.leads.find(lead.id))?.lead).toEqual({
            ...released(lead),
            infectedFile,
          });
          const [claim] = await store.queue.claim('a', 1, LEASE_MS, clock.now);
          expect(claim?.lead.infectedFile).toEqual(infectedFile);
        },
      );

      it('keeps no release of a file on a lead held as spam', async () => {
        const lead = await storeNew(submission({ held: HOLD }));
        const outcome = await store.leads.releaseHeld(
          lead.id,
          () => mails(),
          clock.now,
          'with-file',
        );
        expect(outcome?.lead).toEqual(released(lead));
      });

      it('does nothing for a lead that is gone', async () => {
        await store.leads.holdInfected('nothing', 'Eicar-Signature');
        expect(await collect(store.leads.list())).toEqual([]);
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
        expect(await store.leads.leadsFrom('aisha@EXAMPLE.com')).toEqual([
          { lead: third, deliveries: await deliveriesOf(third.id) },
          { lead: second, deliveries: [] },
          { lead: first, deliveries: await deliveriesOf(first.id) },
        ]);
        expect((await deliveriesOf(first.id)).map((one) => one.kind)).toEqual([
          'company',
          'visitor',
        ]);
        expect(await store.leads.leadsFrom('nobody@example.com')).toEqual([]);
      });
    });

    describe('erasing leads', () => {
      it('erases every lead of an address, letter case ignored, with all that belongs to it', async () => {
        const bytes = Buffer.from('%PDF-1.7 from Aisha@Example.com');
        const file = await store.uploads.receive(Readable.from([bytes]), 8);
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

        const erased = await store.leads.erase({ from: 'aisha@EXAMPLE.com' });
        expect(byId(erased)).toEqual(byId([withFile, plain, held]));
        for (const lead of erased) {
          expect(await store.leads.find(lead.id)).toBeNull();
          expect(await store.leads.find(lead.reference)).toBeNull();
          expect(await store.leads.attachment(lead).catch(() => null)).toBeNull();
        }
        expect(await store.leads.leadsFrom('aisha@example.com')).toEqual([]);
        expect(await store.leads.countRecent('contact', 'aisha@example.com', new Date(0))).toBe(0);
        expect(await collect(store.leads.list())).toEqual([
          { lead: other, deliveries: otherDeliveries },
        ]);
        const claims = await store.queue.claim('a', 10, LEASE_MS, clock.now);
        expect(claims.map((claim) => claim.lead.id)).toEqual([other.id, other.id]);
        expect(await store.leads.erase({ from: 'aisha@example.com' })).toEqual([]);
        // Nothing of the repeat check is left: the same submission again is a new lead.
        const again = await store.leads.store(sent, mails());
        expect(again.repeated).toBe(false);
        expect(again.lead.id).not.toBe(plain.id);
      });

      it('lets go of claims on erased deliveries: recording one brings nothing back', async () => {
        const lead = await storeNew(submission(), mails('aisha@example.com'));
        const claims = await store.queue.claim('a', 10, LEASE_MS, clock.now);
        expect(claims).toHaveLength(2);
        expect(await store.leads.erase({ from: 'aisha@example.com' })).toEqual([lead]);
        for (const claim of claims)
          await store.queue.record('a', lead.id, delivered(claim.delivery, '250 OK', clock.now));
        await store.queue.renew('a', claims.map(keyOf), LEASE_MS, clock.now);
        await store.queue.release('a', claims.map(keyOf));
        await store.queue.retryNow(claims.map(keyOf), clock.now);
        expect(await store.leads.find(lead.id)).toBeNull();
        expect(await store.leads.leadsFrom('aisha@example.com')).toEqual([]);
        expect(await collect(store.leads.list())).toEqual([]);
        expect(await store.queue.nextDue()).toBeNull();
        clock.advance(2 * LEASE_MS);
        expect(await store.queue.claim('b', 10, LEASE_MS, clock.now)).toEqual([]);
        expect(await store.queue.requeueFailed(lead.id, clock.now)).toEqual({ status: 'unknown' });
      });

      it('erases every lead received before a time, held or not', async () => {
        const old = await storeNew(submission(), mails('aisha@example.com'));
        const oldHeld = await storeNew(submission({ held: HOLD }));
        clock.advance(HOUR_MS);
        const cutoff = clock.now;
        const atCutoff = await storeNew(submission({ held: HOLD }));
        clock.advance(1);
        const newer = await storeNew();
        const erased = await store.leads.erase({ receivedBefore: cutoff });
        expect(byId(erased)).toEqual(byId([old, oldHeld]));
        expect(await store.leads.find(old.id)).toBeNull();
        expect(await store.leads.find(oldHeld.id)).toBeNull();
        const left = await collect(store.leads.list());
        expect(left.map((entry) => entry.lead)).toEqual([newer, atCutoff]);
        expect(await store.leads.erase({ receivedBefore: cutoff })).toEqual([]);
      });

      it('erases only held leads before a time with heldOnly', async () => {
        const old = await storeNew();
        const oldHeld = await storeNew(submission({ held: HOLD }));
        clock.advance(HOUR_MS);
        const cutoff = clock.now;
        const newerHeld = await storeNew(submission({ held: HOLD }));
        const erased = await store.leads.erase({ receivedBefore: cutoff, heldOnly: true });
        expect(erased).toEqual([oldHeld]);
        expect(await store.leads.find(oldHeld.id)).toBeNull();
        expect((await store.leads.find(old.id))?.lead).toEqual(old);
        expect((await store.leads.find(newerHeld.id))?.lead).toEqual(newerHeld);
        expect(await store.leads.releaseHeld(oldHeld.id, () => mails(), clock.now)).toBeNull();
        expect(
          byId(await store.leads.erase({ receivedBefore: clock.now, heldOnly: false })),
        ).toEqual(byId([old]));
      });
    });

    describe('counting old leads', () => {
      it('counts the leads received before a time, held ones too', async () => {
        expect(await store.leads.countReceivedBefore(clock.now)).toBe(0);
        await storeNew();
        await storeNew(submission({ held: HOLD }));
        clock.advance(MINUTE_MS);
        const cutoff = clock.now;
        await storeNew();
        expect(await store.leads.countReceivedBefore(cutoff)).toBe(2);
        expect(await store.leads.countReceivedBefore(new Date(cutoff.getTime() + 1))).toBe(3);
        await store.leads.erase({ receivedBefore: cutoff, heldOnly: true });
        expect(await store.leads.countReceivedBefore(cutoff)).toBe(1);
      });
    });

    describe('importing a lead', () => {
      const at = new Date('2026-01-05T10:00:00.000Z');
      const bytes = Buffer.from('%PDF-1.4 imported');
      const imported = (deliveries: LeadWithDeliveries['deliveries']): LeadWithDeliveries => ({
        lead: {
          id: '2026-01-05T10-00-00-000Z-rfi-0a1b2c3d',
          reference: 'AC-7Q4K2M',
          endpoint: 'rfi',
          form: 'rfi',
          receivedAt: at.toISOString(),
          fields: { company: 'Gulf Trading LLC', email: 'buyer@example.com' },
          attachment: {
            fileName: 'rfi.pdf',
            bytes: bytes.length,
            type: 'pdf',
            sha256: createHash('sha256').update(bytes).digest('hex'),
          },
          client: { ip: '192.0.2.1', userAgent: 'import' },
        },
        deliveries,
      });

      it('keeps it with its attachment and deliveries as they are, none claimed, once', async () => {
        const entry = imported([
          delivered(newDelivery('company', 'info@example.ae', at), 'file.eml', at),
          newDelivery('visitor', 'buyer@example.com', at),
          newDelivery('webhook', 'https://crm.example/leads', at, 'suppressed'),
        ]);
        expect(await store.leads.importLead(entry, bytes)).toBe(true);
        expect(await store.leads.find(entry.lead.reference)).toEqual(entry);
        expect((await store.leads.attachment(entry.lead))?.equals(bytes)).toBe(true);
        const changed = { ...entry, deliveries: [newDelivery('company', 'x@example.ae', at)] };
        expect(await store.leads.importLead(changed, null)).toBe(false);
        expect(await store.leads.find(entry.lead.id)).toEqual(entry);
        // Only the pending visitor mail is due, and nobody holds it.
        const claims = await store.queue.claim('server-a', 10, LEASE_MS, clock.now);
        expect(claims.map(keyOf)).toEqual([{ lead: entry.lead.id, kind: 'visitor' }]);
      });

      it("counts its failed deliveries in the queue's figures, as a restore must", async () => {
        const entry = imported([
          attemptFailed(newDelivery('company', 'info@example.ae', at), '550 no such user', null),
          delivered(newDelivery('visitor', 'buyer@example.com', at), 'file.eml', at),
        ]);
        expect(await store.leads.importLead(entry, bytes)).toBe(true);
        expect((await store.queue.figures()).failed).toEqual({
          company: 1,
          visitor: 0,
          webhook: 0,
          chat: 0,
          ...NO_CHANGE_DELIVERIES,
        });
      });
    });

    describe('the newest lead', () => {
      it("is null for an empty store, else the newest lead's time, held ones too", async () => {
        expect(await store.leads.newestReceivedAt()).toBeNull();
        const first = await storeNew();
        expect(await store.leads.newestReceivedAt()).toEqual(new Date(first.receivedAt));
        clock.advance(MINUTE_MS);
        const held = await storeNew(submissionFrom('omar@example.com', { held: HOLD }));
        expect(await store.leads.newestReceivedAt()).toEqual(new Date(held.receivedAt));
        await store.leads.erase({ from: 'omar@example.com' });
        expect(await store.leads.newestReceivedAt()).toEqual(new Date(first.receivedAt));
        await store.leads.erase({ receivedBefore: clock.now });
        expect(await store.leads.newestReceivedAt()).toBeNull();
      });
    });
  });
}
