import type { Delivery, DeliveryKind } from '../delivery-record';
import type { StoredLead } from '../stored-lead';

/** One delivery taken by one server to send, until {@link Queue.record} or a lease's end. */
export interface Claim {
  readonly lead: StoredLead;
  readonly delivery: Delivery;
}

/** Names one delivery of one lead. */
export interface DeliveryKey {
  readonly lead: string;
  readonly kind: DeliveryKind;
}

/** What asking for a lead's failed mails to be sent again did, for the operator. */
export type RequeueOutcome =
  | { readonly status: 'unknown' }
  | { readonly status: 'nothing-failed'; readonly lead: StoredLead }
  | {
      readonly status: 'queued';
      readonly lead: StoredLead;
      readonly deliveries: readonly Delivery[];
    };

/** Deliveries of one kind each: company mails, visitor mails, webhooks. */
export type CountsByKind = Readonly<Record<DeliveryKind, number>>;

/**
 * Where the queue stands, for the operator's figures (`/healthz`, the metrics): deliveries
 * pending and failed by kind, and when the longest-waiting pending one was queued.
 */
export interface QueueFigures {
  readonly pending: CountsByKind;
  readonly failed: CountsByKind;
  /** The earliest `queuedAt` of a pending delivery (ms), or `null` when none waits. */
  readonly oldestPendingSince: number | null;
}

/** Leads whose company mail or webhook waits (or failed), and the oldest of them. */
export interface WaitingLeads {
  readonly leads: number;
  /** The oldest one's reference, and when its delivery was queued (ms). */
  readonly oldest: { readonly reference: string; readonly since: number } | null;
}

/** What an incident is about: the company's own deliveries, not the visitors' confirmations. */
export interface WaitingDeliveries {
  /** Pending, and tried without being taken or queued before the time asked about. */
  readonly pending: WaitingLeads;
  /** Failed for good. */
  readonly failed: WaitingLeads;
}

/**
 * The delivery queue as the store keeps it: each lead's deliveries (planned when the lead is
 * stored), claimed by one server at a time under a lease, and every attempt recorded. The
 * delivery worker (`delivery/queue.ts`) drains it.
 */
export interface Queue {
  /**
   * Claims up to `limit` deliveries that are due at `now` and claimed by no one, for `owner`,
   * until `now + leaseMs`. A delivery whose owner's lease ran out (a server that died) is due
   * again. A delivery is claimed by one owner at a time.
   */
  readonly claim: (owner: string, limit: number, leaseMs: number, now: Date) => Promise<Claim[]>;

  /** Extends `owner`'s leases on these deliveries while they are being sent. */
  readonly renew: (
    owner: string,
    keys: readonly DeliveryKey[],
    leaseMs: number,
    now: Date,
  ) => Promise<void>;

  /** Records one attempt's outcome and lets go of the claim. */
  readonly record: (owner: string, lead: string, delivery: Delivery) => Promise<void>;

  /** Lets go of claims without an attempt (a server closing): they are due again at once. */
  readonly release: (owner: string, keys: readonly DeliveryKey[]) => Promise<void>;

  /**
   * Retry now: pending deliveries due later become due at `now` (the mail server answers again).
   * None is ever postponed.
   */
  readonly retryNow: (keys: readonly DeliveryKey[], now: Date) => Promise<void>;

  /**
   * Queues a lead's failed mails again with a fresh retry period. The file engine's command line
   * asks the running server, which applies it (only one process ever writes a delivery record).
   */
  readonly requeueFailed: (idOrReference: string, now: Date) => Promise<RequeueOutcome>;

  /** When the earliest pending delivery claimed by no one is due (ms), or `null`. */
  readonly nextDue: () => Promise<number | null>;

  /**
   * Where the queue stands: claimed deliveries count as pending. Read often (every few seconds
   * by each server), so it reads no lead: on files, the server's pending index and the names in
   * `failed/`; in PostgreSQL, one grouped count.
   */
  readonly figures: () => Promise<QueueFigures>;

  /**
   * The company mails and webhooks that make an incident, by lead: pending ones tried and not
   * taken, or queued before `queuedBefore`, and failed ones. Read every few seconds by each
   * server, like the figures.
   */
  readonly waiting: (queuedBefore: Date) => Promise<WaitingDeliveries>;
}
