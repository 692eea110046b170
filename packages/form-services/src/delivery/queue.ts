import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from '../mail/transport';
import type { OutgoingMail } from '../mail/outgoing';
import type { DeliveryOptions } from '../options';
import type { Outbox, StoredLead } from '../outbox';
import {
  describeFailure,
  isConnectionFailure,
  isPermanentFailure,
  retryDelay,
  type SendError,
} from './retry';
import {
  attemptFailed,
  delivered,
  newDelivery,
  nextDue,
  type Delivery,
  type DeliveryRecord,
} from './state';
import { createVisitorLedger } from './visitor-ledger';

/** What the queue is given: where leads are, how mail goes, and what each lead's mails say. */
export interface DeliveryQueueOptions {
  readonly outbox: Outbox;
  readonly transport: MailTransport;
  /** The company's address, and the visitor's where the lead's form promises a mail. */
  readonly recipients: (lead: StoredLead) => { company: string; visitor: string | null };
  /** The mail of one delivery; `null` when it can no longer be made. */
  readonly compose: (lead: StoredLead, delivery: Delivery) => OutgoingMail | null;
  readonly delivery: DeliveryOptions;
  readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  readonly now?: () => Date;
  readonly random?: () => number;
}

/** How long closing waits for mails in flight before leaving them pending on disk. */
const CLOSE_GRACE_MS = 2_000;
/** A lead whose record could not be written is tried again after this long. */
const DISK_RETRY_MS = 60_000;

/**
 * The delivery queue: every accepted lead's mails, sent by a worker in this process. Each
 * delivery's state is on disk beside its lead and written after every attempt, so a process
 * killed at any moment loses nothing: on start the queue reads every lead and picks up what
 * is pending. Temporary failures are retried with growing, jittered waits; while the mail
 * server is unreachable one connection is probed now and then, and the moment one mail goes
 * through every lead held back by the outage is tried again.
 */
export function createDeliveryQueue(options: DeliveryQueueOptions) {
  const { outbox, transport, log } = options;
  const settings = options.delivery;
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const ledger = createVisitorLedger(settings.visitorMailsPerHour);

  /** Leads with a pending delivery, and when the next is due (ms). */
  const due = new Map<string, number>();
  /** Leads held back because the mail server could not be reached. */
  const unreachable = new Set<string>();
  const inFlight = new Map<string, Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let probeTimer: NodeJS.Timeout | undefined;
  let pollTimer: NodeJS.Timeout | undefined;
  let closed = false;

  /** The lead's record: its mails planned once, the visitor's counted against the hourly limit. */
  function plan(lead: StoredLead): DeliveryRecord {
    const at = now();
    const { company, visitor } = options.recipients(lead);
    const deliveries = [newDelivery('company', company, at)];
    if (visitor) {
      const allowed = ledger.take(visitor, Date.parse(lead.receivedAt));
      deliveries.push(newDelivery('visitor', visitor, at, allowed ? 'pending' : 'suppressed'));
    }
    return { lead: lead.id, deliveries };
  }

  /** Tries one delivery; the delivery as it stands after the attempt. */
  async function attempt(lead: StoredLead, delivery: Delivery): Promise<Delivery> {
    const mail = options.compose(lead, delivery);
    if (!mail) return attemptFailed(delivery, 'The mail could not be made.', null);
    try {
      const receipt = await transport.send(mail, `${lead.id}.${delivery.kind}`);
      log.info({ lead: lead.id, to: delivery.kind }, 'mail delivered');
      return delivered(delivery, receipt, now());
    } catch (caught) {
      const error = caught as SendError;
      const at = now().getTime();
      const deadline = Date.parse(delivery.queuedAt) + settings.giveUpAfterMs;
      const retryAt =
        isPermanentFailure(error) || at >= deadline
          ? null
          : new Date(
              Math.min(
                at + retryDelay(delivery.attempts + 1, settings.retryDelaysMs, random),
                deadline,
              ),
            );
      if (isConnectionFailure(error)) unreachable.add(lead.id);
      const reason = describeFailure(error);
      if (retryAt) log.warn({ lead: lead.id, to: delivery.kind, reason, retryAt }, 'mail deferred');
      else log.error({ lead: lead.id, to: delivery.kind, reason }, 'mail failed');
      return attemptFailed(delivery, reason, retryAt);
    }
  }

  /** Sends a lead's due deliveries, the company's first, writing the record after each. */
  async function deliver(id: string): Promise<void> {
    const lead = await outbox.readLead(id);
    let record = await outbox.readRecord(id);
    if (!record) {
      record = plan(lead);
      await outbox.writeRecord(record);
    }
    let reached = false;
    for (const [index, delivery] of record.deliveries.entries()) {
      if (closed) break;
      if (delivery.status !== 'pending') continue;
      if (Date.parse(delivery.nextAttemptAt ?? delivery.queuedAt) > now().getTime()) continue;
      const after = await attempt(lead, delivery);
      reached ||= after.status === 'delivered';
      record = {
        ...record,
        deliveries: record.deliveries.map((old, at) => (at === index ? after : old)),
      };
      await outbox.writeRecord(record);
    }
    const next = nextDue(record);
    if (next !== null) due.set(id, next);
    if (reached) retryUnreachable();
  }

  function run(id: string): void {
    unreachable.delete(id);
    const task = deliver(id)
      .catch((error: unknown) => {
        if (error instanceof SyntaxError) {
          log.error({ err: error, lead: id }, 'unreadable lead file: not delivered');
          return;
        }
        log.error({ err: error, lead: id }, 'delivery could not be recorded; trying again later');
        due.set(id, now().getTime() + DISK_RETRY_MS);
      })
      .finally(() => {
        inFlight.delete(id);
        pump();
      });
    inFlight.set(id, task);
  }

  /** Starts every due lead the connection limit allows, and sets the timer for the next. */
  function pump(): void {
    clearTimeout(timer);
    if (closed) return;
    if (unreachable.size > 0) probeLater();
    const at = now().getTime();
    let earliest = Infinity;
    for (const [id, when] of due) {
      // At the connection limit a finishing delivery pumps again; no need to look further.
      if (inFlight.size >= settings.maxConnections) return;
      if (inFlight.has(id)) continue;
      if (when > at) earliest = Math.min(earliest, when);
      else if (inFlight.size < settings.maxConnections) {
        due.delete(id);
        run(id);
      }
    }
    if (earliest < Infinity) timer = setTimeout(pump, Math.min(earliest - at, 2 ** 31 - 1)).unref();
  }

  /** The mail server answers again: every lead it held back is due now. */
  function retryUnreachable(): void {
    const at = now().getTime();
    for (const id of unreachable) due.set(id, Math.min(due.get(id) ?? at, at));
    unreachable.clear();
  }

  /**
   * While leads wait for an unreachable server, one connection is tried every so often; not
   * while deliveries are in flight (they are trying already), so the pool's limit holds.
   */
  function probeLater(): void {
    if (probeTimer || closed) return;
    probeTimer = setTimeout(() => {
      if (inFlight.size > 0) {
        probeTimer = undefined;
        return probeLater();
      }
      transport.probe().then(
        () => {
          probeTimer = undefined;
          log.info('mail server reachable again');
          retryUnreachable();
          pump();
        },
        () => {
          probeTimer = undefined;
          if (unreachable.size > 0) probeLater();
        },
      );
    }, settings.probeEveryMs).unref();
  }

  /** Queues a lead for delivery at `at` (now by default). */
  function enqueue(id: string, at = now().getTime()): void {
    due.set(id, Math.min(due.get(id) ?? at, at));
    pump();
  }

  /** Picks up leads `pnpm leads resend` queued again. */
  function pollRequeued(): void {
    pollTimer = setTimeout(
      () => {
        outbox
          .takeRequeued()
          .then((ids) => ids.forEach((id) => enqueue(id)))
          .catch((error: unknown) => log.warn({ err: error }, 'could not read the requeued leads'))
          .finally(() => {
            if (!closed) pollRequeued();
          });
      },
      Math.min(5_000, settings.probeEveryMs),
    ).unref();
  }

  return {
    /** Queues an accepted lead; its mails go out in the background. */
    enqueue,

    /**
     * Reads every lead in the outbox (streamed, one file at a time): plans the mails of a lead
     * a killed process stored without a record, notes the visitor mails of the last hour, and
     * queues every pending delivery.
     */
    async start(): Promise<void> {
      pollRequeued();
      let pending = 0;
      const hourAgo = now().getTime() - 3_600_000;
      for await (const id of outbox.leadIds()) {
        if (closed) return;
        try {
          const record = await outbox.readRecord(id);
          if (!record) {
            enqueue(id);
            pending += 1;
            continue;
          }
          for (const delivery of record.deliveries) {
            const queued = Date.parse(delivery.queuedAt);
            if (delivery.kind === 'visitor' && delivery.status !== 'suppressed' && queued > hourAgo)
              ledger.note(delivery.to, queued);
          }
          const next = nextDue(record);
          if (next !== null) {
            enqueue(id, next);
            pending += 1;
          }
        } catch (error) {
          log.warn({ err: error, lead: id }, 'unreadable delivery record skipped');
        }
      }
      log.info({ pending, mail: transport.description }, 'delivery queue started');
    },

    /** Deliveries waiting in this process (in flight or due later). */
    get size() {
      return due.size + inFlight.size;
    },

    /** Stops sending; a mail still in flight after a short grace stays pending on disk. */
    async close(): Promise<void> {
      closed = true;
      clearTimeout(timer);
      clearTimeout(probeTimer);
      clearTimeout(pollTimer);
      const grace = new Promise((resolve) => setTimeout(resolve, CLOSE_GRACE_MS).unref());
      await Promise.race([Promise.allSettled(inFlight.values()), grace]);
      transport.close();
    },
  };
}

/** A queue as {@link createDeliveryQueue} makes it. */
export type DeliveryQueue = ReturnType<typeof createDeliveryQueue>;
