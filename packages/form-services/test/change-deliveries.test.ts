// A booking change's deliveries in the delivery queue: one planned for a change the lead does not
// have is suppressed, never sent or failed, by the server started after the cut (both engines); a
// change planned again while its old plan is still being sent is counted as a send of its own
// (PostgreSQL, where the new plan is claimable at once). Real parts: the stores, smtp-server, a
// webhook receiver on loopback.
import { mkdtemp } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolvedOptions } from '../src/config/options';
import { leadMail } from '../src/delivery/mails';
import { createDeliveryQueue } from '../src/delivery/queue';
import { newDelivery } from '../src/store/delivery-record';
import type { LeadStore, LeadToStore } from '../src/store/lead-store';
import { openStore } from '../src/store/open-store';
import { webhookSender } from '../src/webhooks/webhook-sender';
import { ENGINES, newDatabase, startSmtp, track, waitingFor, type Engine } from './helpers';
import { HOUR_MS, MINUTE_MS, contractClock, type ContractClock } from './store-contract/fixtures';

const COMPANY = 'desk@acme.example';
const WEBHOOK_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

/** Where a new store of the engine keeps its leads: a new outbox folder, or a new database. */
const placeFor = async (engine: Engine) =>
  engine === 'files'
    ? { outboxDir: await mkdtemp(join(tmpdir(), 'change-deliveries-')) }
    : { outboxDir: '', databaseUrl: await newDatabase() };

/** The store kept at `where`, on a clock the test moves, as a server opens it. */
const storeOn = (where: Awaited<ReturnType<typeof placeFor>>, clock: ContractClock) =>
  openStore(where, 'server', { clock: () => clock.now });

/** A remote booking, as the booking form sends it. */
const booking = (reference: string): LeadToStore => ({
  endpoint: 'form-mail',
  form: 'booking',
  reference,
  fields: {
    name: 'Sara',
    email: 'sara@x.ae',
    service_type: 'remote',
    requested_date: '2099-03-02',
    requested_hour_gst: '10:00',
    hours: '3',
  },
  client: { ip: '127.0.0.1', userAgent: 'test' },
  fingerprint: reference,
});

/** A webhook receiver on loopback that answers each post only when the test lets it. */
async function startHoldingReceiver() {
  const held: ServerResponse[] = [];
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => held.push(response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/leads`,
    posts: () => held.length,
    answer: (index: number) => held[index]?.writeHead(204).end(),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The delivery queue of a server on the store, mailing through `smtpUrl`. */
function queueOf(store: LeadStore, clock: ContractClock, smtpUrl: string, webhook = false) {
  const options = resolvedOptions({
    smtpUrl,
    companyEmail: COMPANY,
    delivery: { pollEveryMs: HOUR_MS, maxConnections: 5 },
  });
  const mail = leadMail(options, () => store, options.mailDir);
  const queue = createDeliveryQueue({
    queue: store.queue,
    transport: mail.transport,
    compose: mail.compose,
    webhook: webhook
      ? webhookSender(WEBHOOK_SECRET, options.officeHours, 10 * MINUTE_MS)
      : undefined,
    holdInfected: store.leads.holdInfected,
    delivery: options.delivery,
    log: { info() {}, warn() {}, error() {} },
    now: () => clock.now,
  });
  track({ close: () => queue.close(0) });
  return queue;
}

describe.each(ENGINES)("a booking change's deliveries in the queue (%s)", (engine) => {
  it('suppresses one planned for a change the lead does not have (a write cut short, then a restart), sending nothing', async () => {
    const clock = contractClock();
    const smtp = track(await startSmtp());
    const where = await placeFor(engine);
    const stopped = await storeOn(where, clock);
    const at = clock.now;
    // As a change cut short leaves it: its deliveries planned, the lead without the change.
    const { fingerprint: _fingerprint, ...sent } = booking('AC-7Q4K2M');
    const lead = {
      ...sent,
      id: '2026-03-02T08-00-00-000Z-form-mail-0a1b2c3d',
      receivedAt: at.toISOString(),
      attachment: null,
    };
    await stopped.leads.importLead(
      {
        lead,
        deliveries: [
          newDelivery('company', COMPANY, at),
          { ...newDelivery('company-change', COMPANY, at), change: 1 },
        ],
      },
      null,
    );
    // The server stopped there; the one started next reads the deliveries back from the store.
    await stopped.close();
    const store = track(await storeOn(where, clock));
    const queue = queueOf(store, clock, smtp.url);
    queue.start();
    await expect
      .poll(
        async () => (await store.leads.find(lead.id))?.deliveries.map((one) => one.status),
        waitingFor('both deliveries to be settled'),
      )
      .toEqual(['delivered', 'suppressed']);
    const change = (await store.leads.find(lead.id))?.deliveries[1];
    expect(change).toMatchObject({ attempts: 0, nextAttemptAt: null, deliveredAt: null });
    expect(smtp.received).toHaveLength(1);
    expect((await smtp.to(COMPANY))[0]?.subject).not.toMatch(/Booking (moved|cancelled)/);
  });
});

describe('a change planned again while its old plan is being sent (PostgreSQL)', () => {
  it('counts both sends in flight until each ends', async () => {
    const clock = contractClock();
    const smtp = track(await startSmtp());
    const receiver = track(await startHoldingReceiver());
    const store = track(await storeOn(await placeFor('postgres'), clock));
    const plan = { company: COMPANY, visitor: null, webhook: null, visitorMailsPerHour: 3 };
    const { lead } = await store.leads.store(booking('AC-8R5L3N'), plan);
    const slot = (date: string) => ({ date, startHour: 10, hours: 3 });
    const change = async (version: number, date: string) =>
      store.leads.changeBooking(
        lead.id,
        {
          version,
          fields: { ...lead.fields, requested_date: date },
          change: {
            at: clock.now.toISOString(),
            action: 'moved',
            from: slot('2099-03-02'),
            to: slot(date),
          },
        },
        { ...plan, webhook: receiver.url },
        clock.now,
      );
    await change(0, '2099-03-03');
    const queue = queueOf(store, clock, smtp.url, true);
    queue.start();
    await expect.poll(receiver.posts, waitingFor("the first change's post")).toBe(1);
    clock.advance(MINUTE_MS);
    await change(1, '2099-03-04');
    queue.wake();
    await expect.poll(receiver.posts, waitingFor("the second change's post")).toBe(2);
    // The mails have gone; the two posts are still waiting for their answers.
    await expect.poll(() => queue.inFlight, waitingFor('the mails to be sent')).toBe(2);
    receiver.answer(0);
    await expect.poll(() => queue.inFlight, waitingFor('the first post to end')).toBe(1);
    receiver.answer(1);
    await expect
      .poll(
        async () =>
          (await store.leads.find(lead.id))?.deliveries.find((one) => one.kind === 'webhook-change')
            ?.status,
        waitingFor('the second post to be recorded'),
      )
      .toBe('delivered');
    // Recorded first, then let go: the count falls once the send's last step has run.
    await expect.poll(() => queue.inFlight, waitingFor('the second post to end')).toBe(0);
  });
});
