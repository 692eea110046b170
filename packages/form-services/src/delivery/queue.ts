import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { MailTransport } from '../mail/transport';
import type { OutgoingMail } from '../mail/outgoing';
import type { DeliveryOptions } from '../options';
import type { Claim, DeliveryKey, LeadStore, StoredLead } from '../store/lead-store';
import {
  describeFailure,
  isConnectionFailure,
  isPermanentFailure,
  retryDelay,
  type SendError,
} from './retry';
import { attemptFailed, delivered, type Delivery } from './state';

/** What the queue is given: where leads are kept, how mail goes, and what each mail says. */
export interface DeliveryQueueOptions {
  readonly store: LeadStore;
  readonly transport: MailTransport;
  /** The mail of one delivery; `null` when it can no longer be made. */
  readonly compose: (lead: StoredLead, delivery: Delivery) => Promise<OutgoingMail | null>;
  readonly delivery: DeliveryOptions;
  readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  readonly now?: () => Date;
  readonly random?: () => number;
}

const keyOf = ({ lead, delivery }: Claim): DeliveryKey => ({ lead: lead.id, kind: delivery.kind });

/**
 * The delivery worker of one server: it claims due mails from the store (a claim is this
 * server's alone until its lease runs out, renewed while a mail is being sent), sends each, and
 * records every attempt in the store, so a process killed at any moment loses nothing: what it
 * held is due again when its lease ends, for this server's next start or for another server on
 * the same database. Temporary failures are retried with growing, jittered waits; while the mail
 * server is unreachable one connection is probed now and then, and the moment one mail goes
 * through every mail held back by the outage is tried again.
 */
export function createDeliveryQueue(options: DeliveryQueueOptions) {
  const { store, transport, log } = options;
  const settings = options.delivery;
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  /** This server, as its claims name it. */
  const owner = randomUUID();

  const inFlight = new Map<string, { claim: Claim; done: Promise<void> }>();
  /** Mails held back because the mail server could not be reached. */
  const unreachable = new Map<string, DeliveryKey>();
  let timer: NodeJS.Timeout | undefined;
  let probeTimer: NodeJS.Timeout | undefined;
  let renewTimer: NodeJS.Timeout | undefined;
  let pumping: Promise<void> | null = null;
  let again = false;
  let closed = false;

  /** Tries one delivery; the delivery as it stands after the attempt. */
  async function attempt(lead: StoredLead, delivery: Delivery): Promise<Delivery> {
    const mail = await options.compose(lead, delivery);
    if (!mail) return attemptFailed(delivery, 'The mail could not be made.', null);
    try {
      const receipt = await transport.send(mail, `${lead.id}.${delivery.kind}`);
      log.info({ lead: lead.id, to: delivery.kind }, 'mail delivered');
      return delivered(delivery, receipt, now());
    } catch (caught) {
      const error: SendError = caught instanceof Error ? caught : { message: String(caught) };
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
      if (isConnectionFailure(error) && retryAt)
        unreachable.set(`${lead.id}:${delivery.kind}`, { lead: lead.id, kind: delivery.kind });
      const reason = describeFailure(error);
      if (retryAt) log.warn({ lead: lead.id, to: delivery.kind, reason, retryAt }, 'mail deferred');
      else log.error({ lead: lead.id, to: delivery.kind, reason }, 'mail failed');
      return attemptFailed(delivery, reason, retryAt);
    }
  }

  /** Sends one claimed mail and records the outcome; a record that fails leaves the lease to end. */
  async function send(claim: Claim): Promise<void> {
    const after = await attempt(claim.lead, claim.delivery);
    try {
      await store.record(owner, claim.lead.id, after);
    } catch (error) {
      // The claim lapses and the mail is due again: sent twice rather than never.
      log.error({ err: error, lead: claim.lead.id }, 'delivery could not be recorded');
    }
    if (after.status === 'delivered' && unreachable.size > 0) await hurryUnreachable();
  }

  function start(claim: Claim): void {
    const key = `${claim.lead.id}:${claim.delivery.kind}`;
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
        for (const claim of await store.claim(owner, free, settings.leaseMs, now()))
          // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- close() sets it while this awaits
          if (closed) await store.release(owner, [keyOf(claim)]);
          else start(claim);
      } catch (error) {
        log.warn({ err: error }, 'could not read the due mails; trying again shortly');
      }
    }
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- close() sets it while this awaits
    if (closed) return;
    const next = await store.nextDue().catch(() => null);
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
  async function hurryUnreachable(): Promise<void> {
    const keys = [...unreachable.values()];
    unreachable.clear();
    await store
      .hurry(keys, now())
      .catch((error: unknown) => log.warn({ err: error }, 'could not hurry the held-back mails'));
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
          void hurryUnreachable();
        },
        () => {
          probeTimer = undefined;
          if (unreachable.size > 0) probeLater();
        },
      );
    }, settings.probeEveryMs).unref();
  }

  /** Keeps this server's claims on the mails it is sending. */
  function renewLeases(): void {
    renewTimer = setTimeout(
      () => {
        const keys = [...inFlight.values()].map(({ claim }) => keyOf(claim));
        const renewed =
          keys.length > 0 ? store.renew(owner, keys, settings.leaseMs, now()) : Promise.resolve();
        renewed
          .catch((error: unknown) => log.warn({ err: error }, 'could not renew the mail claims'))
          .finally(() => {
            if (!closed) renewLeases();
          });
      },
      Math.max(10, Math.floor(settings.leaseMs / 3)),
    ).unref();
  }

  return {
    /** Starts the worker: mails due now go out, and the store is watched for more. */
    start(): void {
      renewLeases();
      wake();
    },

    /** A lead was just stored: its mails are due now. */
    wake,

    /** Mails being sent by this server now. */
    get inFlight() {
      return inFlight.size;
    },

    /**
     * Stops claiming, waits for the mails in flight (each is recorded), and lets go of anything
     * still held, so another server, or the next start, sends it at once.
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
      clearTimeout(renewTimer);
      const held = [...inFlight.values()].map(({ claim }) => keyOf(claim));
      if (held.length > 0)
        await store
          .release(owner, held)
          .catch((error: unknown) => log.warn({ err: error }, 'could not release the mail claims'));
      transport.close();
    },
  };
}

/** A queue as {@link createDeliveryQueue} makes it. */
export type DeliveryQueue = ReturnType<typeof createDeliveryQueue>;
