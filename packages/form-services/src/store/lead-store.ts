import type { LeadContract, LeadEndpoint } from '@acme/forms-client/contract';
import type { Readable } from 'node:stream';
import type { Delivery, DeliveryKind } from '../delivery/state';

/** An attachment kept with its lead (its bytes are read with {@link LeadStore.attachment}). */
export interface StoredAttachment {
  /** The name the visitor's file had. */
  readonly fileName: string;
  readonly bytes: number;
  /** The document type its name and first bytes agreed on, e.g. `pdf`. */
  readonly type: string;
  /** The file's SHA-256, hex: part of the lead's fingerprint. */
  readonly sha256: string;
}

/** Why a lead is held as spam: the rules that fired, each with its weight and reason. */
export interface SpamHold {
  readonly score: number;
  readonly reasons: readonly {
    readonly rule: string;
    readonly weight: number;
    readonly reason: string;
  }[];
}

/** One accepted submission as it is kept. */
export interface StoredLead {
  readonly id: string;
  /** The short reference the visitor is told, `AC-XXXXXX`. */
  readonly reference: string;
  /** Which endpoint took it. */
  readonly endpoint: LeadEndpoint;
  /** Which form sent it, as its contract names it. */
  readonly form: LeadContract['id'];
  readonly receivedAt: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly attachment: StoredAttachment | null;
  readonly client: { readonly ip: string; readonly userAgent: string };
  /** Set while the lead is held as spam: it has no deliveries until it is released. */
  readonly held?: SpamHold;
}

/** A lead with where each of its mails stands, in the order they are sent (the company's first). */
export interface LeadWithDeliveries {
  readonly lead: StoredLead;
  readonly deliveries: readonly Delivery[];
}

/** A lead the store holds but cannot read (a file broken by hand), listed rather than skipped. */
export interface UnreadableLead {
  readonly id: string;
  readonly problem: string;
}

/** A file received from a visitor and staged by the store, not yet part of a lead. */
export interface IncomingFile {
  readonly bytes: number;
  /** The file's first bytes (as many as were asked for), to tell its type. */
  readonly head: Uint8Array;
  readonly sha256: string;
  /** Where it is staged on this machine's disk until stored or discarded. */
  readonly path: string;
  /** Removes the file; for refused submissions. */
  readonly discard: () => Promise<void>;
}

/** A lead as the services hand it to the store. */
export interface LeadToStore {
  readonly endpoint: LeadEndpoint;
  readonly form: LeadContract['id'];
  /** The reference the form made; kept when free, replaced when another lead holds it. */
  readonly reference: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly client: StoredLead['client'];
  /** Hold the lead as spam: kept, answered as any other, and nothing delivered. */
  readonly held?: SpamHold;
  /**
   * What makes two submissions the same lead: a hash of the contract's fields (anti-spam and
   * timing fields left out) and of the attachment's bytes. See `fingerprint.ts`.
   */
  readonly fingerprint: string;
  readonly upload?: {
    readonly file: IncomingFile;
    readonly fileName: string;
    readonly type: string;
  };
}

/** Where a new lead goes; the store plans its deliveries in the same write as the lead. */
export interface DeliveryPlan {
  readonly company: string;
  /** The visitor's address where the form promises a mail, else `null`. */
  readonly visitor: string | null;
  /** The webhook the lead is posted to, when one is configured, else `null`. */
  readonly webhook: string | null;
  /** Mails one visitor address may get in any hour; past that the visitor mail is suppressed. */
  readonly visitorMailsPerHour: number;
}

/** What storing a submission did. */
export interface StoreOutcome {
  readonly lead: StoredLead;
  /**
   * `true` when the same form sent the same content under the same reference in the last 24
   * hours: the earlier lead is answered again and nothing new is kept or mailed.
   */
  readonly repeated: boolean;
}

/** One delivery taken by one server to send, until {@link LeadStore.record} or a lease's end. */
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

/** How long a form + reference key identifies a lead: a repeat within it is the same lead. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 3_600_000;

/**
 * What the form services keep, whatever keeps it: leads with their attachment and their mails'
 * delivery state. Two engines implement it, files for one server and PostgreSQL for several,
 * and both pass one contract suite (`test/store-contract.ts`). Every method that writes has
 * made its write durable when it resolves.
 */
export interface LeadStore {
  /** For the operator, e.g. `files in /srv/site/.data/outbox` or `PostgreSQL db.example:5432/site`. */
  readonly description: string;

  /**
   * Resolves when the store answers (a read of its folder, or `SELECT 1`); rejects when it does
   * not. The health check's answer.
   */
  readonly ping: () => Promise<void>;

  /** Streams an upload to a staging file, keeping its size, first bytes and hash on the way. */
  readonly receive: (stream: Readable, headLength: number) => Promise<IncomingFile>;

  /**
   * Keeps a lead, its attachment and its planned mails in one durable write, or answers a repeat
   * with the lead it repeats. The visitor mail is suppressed when the address had its share in
   * the hour before the lead (counted across every server sharing the store).
   */
  readonly store: (lead: LeadToStore, mails: DeliveryPlan) => Promise<StoreOutcome>;

  /** A lead with its deliveries, by id or reference (the newest with that reference). */
  readonly find: (idOrReference: string) => Promise<LeadWithDeliveries | null>;

  /** Every lead with its deliveries, newest first, streamed; one that cannot be read is named. */
  readonly list: () => AsyncIterable<LeadWithDeliveries | UnreadableLead>;

  /** The attachment's bytes, for the company mail; `null` for a lead without one. */
  readonly attachment: (lead: StoredLead) => Promise<Buffer | null>;

  /**
   * Takes up to `limit` deliveries that are due at `now` and not held by anyone, for `owner`,
   * until `now + leaseMs`. A delivery whose holder's lease ran out (a server that died) is due
   * again. A delivery is held by one owner at a time.
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

  /** Pending deliveries due later become due at `now` (the mail server answers again). */
  readonly hurry: (keys: readonly DeliveryKey[], now: Date) => Promise<void>;

  /**
   * Queues a lead's failed mails again with a fresh retry period. The file engine's command line
   * asks the running server, which applies it (only one process ever writes a delivery record).
   */
  readonly requeueFailed: (idOrReference: string, now: Date) => Promise<RequeueOutcome>;

  /** When the earliest pending delivery not held by anyone is due (ms), or `null`. */
  readonly nextDue: () => Promise<number | null>;

  /**
   * How many leads of `form` came from `email` (letter case ignored) at `since` or later: the
   * spam rule that notices one address sending the same form again and again.
   */
  readonly countRecent: (form: StoredLead['form'], email: string, since: Date) => Promise<number>;

  /**
   * Releases a held lead: it is no longer held, and its deliveries are planned now, as for a new
   * lead (the visitor limit counted at `now`). `null` when no held lead has that id or reference.
   */
  readonly releaseHeld: (
    idOrReference: string,
    plan: (lead: StoredLead) => DeliveryPlan,
    now: Date,
  ) => Promise<LeadWithDeliveries | null>;

  /** Every lead from an address (letter case ignored), newest first. */
  readonly leadsFrom: (email: string) => Promise<LeadWithDeliveries[]>;

  /**
   * Deletes leads with everything that belongs to them (attachment, deliveries, the repeat
   * check's record), and answers what was deleted. `from`: every lead of that address (letter
   * case ignored); `receivedBefore`: every lead received before it, held ones only with
   * `heldOnly`.
   */
  readonly erase: (
    which:
      { readonly from: string } | { readonly receivedBefore: Date; readonly heldOnly?: boolean },
  ) => Promise<readonly StoredLead[]>;

  /** How many leads were received before `before` (read from ids or an index, not every lead). */
  readonly countReceivedBefore: (before: Date) => Promise<number>;

  /**
   * Whether this server should do a once-a-day job (`digest`) for `day` (`YYYY-MM-DD`): `true`
   * for the first to ask, across every server sharing the store, and `false` after, restarts
   * included.
   */
  readonly claimDailyJob: (job: string, day: string) => Promise<boolean>;

  /** When the newest lead was received, or `null` for an empty store. */
  readonly newestReceivedAt: () => Promise<Date | null>;

  /** Lets go of files, locks and connections. */
  readonly close: () => Promise<void>;
}
