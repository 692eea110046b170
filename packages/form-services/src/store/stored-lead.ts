import type { LeadContract, LeadEndpoint } from '@acme/forms-client/contract';
import type { Delivery } from './delivery-record';

/** An attachment kept with its lead (its bytes are read with `Leads.attachment`). */
export interface StoredAttachment {
  /** The name the visitor's file had. */
  readonly fileName: string;
  readonly bytes: number;
  /** The document type its name and first bytes agreed on, e.g. `pdf`. */
  readonly type: string;
  /** The file's SHA-256, hex: part of the lead's fingerprint. */
  readonly sha256: string;
}

/**
 * Why a lead is held: the spam rules that fired, each with its weight and reason, or (with no
 * rule, score 0) its file, found infected: the signature the scanner named.
 */
export interface SpamHold {
  readonly score: number;
  readonly reasons: readonly {
    readonly rule: string;
    readonly weight: number;
    readonly reason: string;
  }[];
  readonly infected?: string;
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
  /**
   * Set on a lead released after its file was found infected: the signature, and whether the
   * operator released it with the file or without (its mails then say the file was withheld).
   */
  readonly infectedFile?: InfectedFileRelease;
  /** Set while the lead is held (as spam, or for an infected file): it has no deliveries until it is released. */
  readonly held?: SpamHold;
  /**
   * A booking's changes by its visitor through the link its mail carried, oldest first; absent
   * until the first. Its length is the booking's version, which a link names.
   */
  readonly bookingChanges?: readonly BookingChange[];
}

/** A booking's time on the Dubai clock: its day, start hour and billed hours. */
export interface BookingSlot {
  readonly date: string;
  readonly startHour: number;
  readonly hours: number;
}

/** One change a visitor made to a booking: moved to another slot, or cancelled. */
export interface BookingChange {
  readonly at: string;
  readonly action: 'moved' | 'cancelled';
  /** The slot before the change. */
  readonly from: BookingSlot;
  /** The slot after a move; `null` for a cancel. */
  readonly to: BookingSlot | null;
}

/** A booking's change as the services hand it to the store. */
export interface BookingChangeToStore {
  /** The version the visitor's link named: the change is made only if the booking is still at it. */
  readonly version: number;
  /** The lead's fields after the change (a move's new booking fields). */
  readonly fields: Readonly<Record<string, string>>;
  readonly change: BookingChange;
}

/** What changing a booking did: changed, refused for a version gone by, or no such lead. */
export type BookingChangeOutcome =
  | { readonly status: 'changed'; readonly lead: StoredLead }
  | { readonly status: 'stale' }
  | { readonly status: 'missing' };

/** How a lead whose file was found infected was released. */
export interface InfectedFileRelease {
  readonly signature: string;
  readonly release: 'with-file' | 'without-file';
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

/** How long a form + reference key identifies a lead: a repeat within it is the same lead. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 3_600_000;
