import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { MailTransport } from '../mail/transport';
import type { DeliveryOptions } from '../config/options';
import type { Claim, DeliveryKey, StoredLead } from '../store/lead-store';
import type { DeliveryChannel } from '../store/delivery-record';
import type { Leads } from '../store/roles/leads';
import type { Queue } from '../store/roles/queue';
import { bookingVersion } from '../booking-link/booking-state';
import { understoodFailure } from './failure';
import { InfectedFile } from './file-scan';
import { keepLeases } from './lease-renewal';
import { nextAttemptAt } from './retry';
import { sendDelivery, type DeliverySenders } from './send-delivery';
import {
  attemptFailed,
  channelOf,
  delivered,
  outdated,
  partlyRefused,
  planKey,
  type Delivery,
} from '../store/delivery-record';

/** What one attempt came to: sent, to be retried, or failed for good. */
export type AttemptOutcome = 'delivered' | 'deferred' | 'failed';

/** What the queue is given: the store's queue, how mail goes, and what each mail says. */
export interface DeliveryQueueOptions extends Omit<DeliverySenders, 'transport' | 'now'> {
  readonly queue: Queue;
  /** Where a lead whose file `scanFile` found infected is held. */
  readonly holdInfected: Leads['holdInfected'];
  /** Told of every attempt, with how long the receiver took (s): the metrics. */
  readonly attempted?: (kind: Delivery['kind'], outcome: AttemptOutcome, seconds: number) => void;
  /** Told, once the attempt is recorded, that the mail server refused the login or the sender. */
  readonly refused?: (reason: string) => void;
  readonly transport: MailTransport;
  readonly delivery: DeliveryOptions;
  readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  readonly now?: () => Date;
  readonly random?: () => number;
}

/** What a delivery is, in a log line: a mail, a webhook or a chat message. */
const WHAT: Readonly<Record<DeliveryChannel, string>> = {
  company: 'mail',
  visitor: 'mail',
  webhook: 'webhook',
  chat: 'chat message',
};
const what = (delivery: Delivery) => WHAT[channelOf(delivery.kind)];

/** Whether a booking change's delivery tells of a change that is not the lead's latest. */
const outdatedChange = (lead: StoredLead, delivery: Delivery): boolean =>
  delivery.change !== undefined && delivery.change !== bookingVersion(lead);

const keyOf = ({ lead, delivery }: Claim): DeliveryKey => ({ lead: lead.id, kind: delivery.kind });

/**
 * The delivery worker of one server: it claims due deliveries (mails and webhooks) from the store (a claim is this
 * server's alone until its lease runs out, renewed while a mail is being sent), sends each, and
 * records every attempt in the store, so a process killed at any moment loses nothing: what it
 * held is due again when its lease ends, for this server's next start or for another server on
 * the same database. Temporary failures are retried with growing, jittered waits; while the mail
 * server is unreachable one connection is probed now and then, and the moment one mail goes
 * through every mail held back by the outage is tried again.
 */
export function createDeliveryQueue(options: DeliveryQueueOptions) {
  const { queue, transport, log } = options;
  const settings = options.delivery;
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  /** This server, as its claims name it. */
  const owner = randomUUID();

  /** The sends running now, by lead and planned delivery ({@link planKey}). */
  const inFlight = new Map<string, { claim: Claim; done: Promise<void> }>();
  /** Mails held back because the mail server could not be reached. */
  const unreachable = new Map<string, DeliveryKey>();
  let timer: NodeJS.Timeout | undefined;
  let probeTimer: NodeJS.Timeout | undefined;
  let leases: { stop(): void } | undefined;
  let pumping: Promise<void> | null = null;
  let again = false;
  let closed = false;

  /** Tries one delivery; the delivery as it stands after the attempt, and a server refusal. */
  async function attempt(
    lead: StoredLead,
    delivery: Delivery,
  ): Promise<{ after: Delivery; refusal?: string }> {
    const started = performance.now();
    const took = () => (performance.now() - started) / 1000;
    try {
      const receipt = await sendDelivery(lead, delivery, { ...options, now });
      options.attempted?.(delivery.kind, 'delivered', took());
      log.info({ lead: lead.id, to: delivery.kind }, `${what(delivery)} delivered`);
      return { after: delivered(delivery, receipt, now()) };
    } catch (caught) {
      if (caught instanceof InfectedFile) throw caught;
      const failure = understoodFailure(caught);
      const retryAt = failure.permanent ? null : retryTime(delivery, failure.retryWithinMs);
      options.attempted?.(delivery.kind, retryAt ? 'deferred' : 'failed', took());
      if (failure.connection && retryAt)
        unreachable.set(`${lead.id}:${delivery.kind}`, { lead: lead.id, kind: delivery.kind });
      const { reason } = failure;
      if (retryAt)
        log.warn(
          { lead: lead.id, to: delivery.kind, reason, retryAt },
          `${what(delivery)} deferred`,
        );
      else log.error({ lead: lead.id, to: delivery.kind, reason }, `${what(delivery)} failed`);
      return {
        after: failure.refused
          ? partlyRefused(delivery, { ...failure.refused, error: reason }, retryAt)
          : attemptFailed(delivery, reason, retryAt),
        refusal: failure.serverRefused ? reason : undefined,
      };
    }
  }

  /** When a failed delivery is tried again: by the retry delays, or sooner when the failure says. */
  function retryTime(delivery: Delivery, withinMs: number | undefined): Date | null {
    const regular = nextAttemptAt(delivery, now(), settings, random);
    if (!regular || withinMs === undefined) return regular;
    return new Date(Math.min(regular.getTime(), now().getTime() + withinMs));
  }

  /** Holds a lead whose file is infected: nothing of it is sent, and its claim is let go. */
  async function hold({ lead, delivery }: Claim, signature: string): Promise<void> {
    await options.holdInfected(lead.id, signature);
    await queue.release(owner, [{ lead: lead.id, kind: delivery.kind }]);
    log.warn({ lead: lead.id, signature }, 'lead held: its file is infected');
  }

  /** Sends one claimed mail and records the outcome; a record that fails leaves the lease to end. */
  async function send(claim: Claim): Promise<void> {
    let result: { after: Delivery; refusal?: string };
    try {
      // A change's delivery planned for a change the lead does not have (a write cut short, or
      // changed again since) tells of nothing: it is suppressed, not failed.
      result = outdatedChange(claim.lead, claim.delivery)
        ? { after: outdated(claim.delivery) }
        : await attempt(claim.lead, claim.delivery);
    } catch (caught) {
      if (caught instanceof InfectedFile) return hold(claim, caught.signature);
      throw caught;
    }
    const { after, refusal } = result;
    try {
      await queue.record(owner, claim.lead.id, after);
    } catch (error) {
      // The claim lapses and the mail is due again: sent twice rather than never.
      log.error({ err: error, lead: claim.lead.id }, 'delivery could not be recorded');
    }
    if (refusal) options.refused?.(refusal);
    if (after.status === 'delivered' && unreachable.size > 0) await retryUnreachableNow();
  }

  function start(claim: Claim): void {
    // The claim's own key: a change planned again is claimed while its old plan may still send.
    const key = `${claim.lead.id}:${planKey(claim.delivery)}`;
    const done = send(claim)
      .catch((error: unknown) =>
        log.error({ err: error, lead: claim.lead.id }, 'delivery could not be made'),
      )
      .finally(() => {
        inFlight.delete(key);
        wake();
      });
    inFlight.set(key, { claim, done });
  }

  /** Claims what the connection limit allows and starts sending it; then sets the next wake. */
  async function pump(): Promise<void> {
    clearTimeout(timer);
    if (closed) return;
    if (unreachable.size > 0) probeLater();
    const free = settings.maxConnections - inFlight.size;
    if (free > 0) {
      try {
        for (const claim of await queue.claim(owner, free, settings.leaseMs, now()))
          // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- close() sets it while this awaits
          if (closed) await queue.release(owner, [keyOf(claim)]);
          else start(claim);
      } catch (error) {
        log.warn({ err: error }, 'could not read the due mails; trying again shortly');
      }
    }
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- close() sets it while this awaits
    if (closed) return;
    const next = await queue.nextDue().catch(() => null);
    const wait = Math.max(
      0,
      Math.min(settings.pollEveryMs, next === null ? Infinity : next - now().getTime()),
    );
    if (inFlight.size < settings.maxConnections || wait > 0)
      timer = setTimeout(wake, Math.max(wait, 10)).unref();
  }

  /** Runs the pump now, or once more after the one running. */
  function wake(): void {
    if (closed) return;
    if (pumping) {
      again = true;
      return;
    }
    pumping = pump().finally(() => {
      pumping = null;
      if (again) {
        again = false;
        wake();
      }
    });
  }

  /** The mail server answers again: every mail it held back is due now. */
  async function retryUnreachableNow(): Promise<void> {
    const keys = [...unreachable.values()];
    unreachable.clear();
    await queue
      .retryNow(keys, now())
      .catch((error: unknown) =>
        log.warn({ err: error }, 'could not retry the held-back mails now'),
      );
    wake();
  }

  /**
   * While mails wait for an unreachable server, one connection is tried every so often; not
   * while deliveries are in flight (they are trying already), so the pool's limit holds.
   */
  function probeLater(): void {
    if (probeTimer || closed) return;
    probeTimer = setTimeout(() => {
      if (inFlight.size > 0) {
        probeTimer = undefined;
        probeLater();
        return;
      }
      transport.probe().then(
        () => {
          probeTimer = undefined;
          log.info('mail server reachable again');
          void retryUnreachableNow();
        },
        () => {
          probeTimer = undefined;
          if (unreachable.size > 0) probeLater();
        },
      );
    }, settings.probeEveryMs).unref();
  }

  return {
    /** Starts the worker: mails due now go out, and the store is watched for more. */
    start(): void {
      leases = keepLeases({
        queue,
        owner,
        leaseMs: settings.leaseMs,
        sending: () => [...inFlight.values()].map(({ claim }) => keyOf(claim)),
        closing: () => closed,
        now,
        log,
      });
      wake();
    },

    /** A lead was just stored: its mails are due now. */
    wake,

    /** Mails being sent by this server now. */
    get inFlight() {
      return inFlight.size;
    },

    /**
     * Stops claiming and waits for the deliveries in flight, each recorded (and so let go of) as
     * it finishes; one still running after the grace keeps its lease until it runs out.
     */
    async close(graceMs = settings.closeGraceMs): Promise<void> {
      closed = true;
      clearTimeout(timer);
      clearTimeout(probeTimer);
      await pumping;
      const grace = new Promise((resolve) => setTimeout(resolve, graceMs).unref());
      await Promise.race([
        Promise.allSettled([...inFlight.values()].map(({ done }) => done)),
        grace,
      ]);
      leases?.stop();
      // A send still running is not let go: another server would send it again while this one
      // may still finish it. Its lease runs out instead, and it is due again then.
      if (inFlight.size > 0)
        log.warn({ inFlight: inFlight.size }, 'closing with deliveries still being sent');
      transport.close();
    },
  };
}

/** A queue as {@link createDeliveryQueue} makes it. */
export type DeliveryQueue = ReturnType<typeof createDeliveryQueue>;
