import type {
  BookingChangeOutcome,
  BookingChangeToStore,
  DeliveryPlan,
  InfectedFileRelease,
  LeadToStore,
  LeadWithDeliveries,
  StoreOutcome,
  StoredLead,
  UnreadableLead,
} from '../stored-lead';

/**
 * The leads a store keeps, with their attachments: kept, found, listed, counted, held and
 * released, and erased. Every method that writes has made its write durable when it resolves.
 */
export interface Leads {
  /**
   * Keeps a lead, its attachment and its planned deliveries in one durable write, or answers a
   * repeat with the lead it repeats. The visitor mail is suppressed when the address had its
   * share in the hour before the lead (counted across every server sharing the store).
   */
  readonly store: (lead: LeadToStore, mails: DeliveryPlan) => Promise<StoreOutcome>;

  /** A lead with its deliveries, by id or reference (the newest with that reference). */
  readonly find: (idOrReference: string) => Promise<LeadWithDeliveries | null>;

  /** Every lead with its deliveries, newest first, streamed; one that cannot be read is named. */
  readonly list: () => AsyncIterable<LeadWithDeliveries | UnreadableLead>;

  /** The attachment's bytes, for the company mail; `null` for a lead without one. */
  readonly attachment: (lead: StoredLead) => Promise<Buffer | null>;

  /**
   * How many leads of `form` came from `email` (letter case ignored) at `since` or later: the
   * spam rule that notices one address sending the same form again and again.
   */
  readonly countRecent: (form: StoredLead['form'], email: string, since: Date) => Promise<number>;

  /**
   * Releases a held lead: it is no longer held, and its deliveries are planned now, as for a new
   * lead (the visitor limit counted at `now`). `null` when no held lead has that id or reference.
   * A lead held for an infected file is released `with-file` or `without-file`, kept on it as
   * its `infectedFile`.
   */
  readonly releaseHeld: (
    idOrReference: string,
    plan: (lead: StoredLead) => DeliveryPlan,
    now: Date,
    file?: InfectedFileRelease['release'],
  ) => Promise<LeadWithDeliveries | null>;

  /**
   * Holds a kept lead whose file the scanner found infected, naming the signature: its
   * deliveries (none sent: the scan comes first) are dropped, as a held lead has none, until
   * {@link Leads.releaseHeld}. A lead already held keeps its hold; a lead gone is left alone.
   */
  readonly holdInfected: (id: string, signature: string) => Promise<void>;

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

  /**
   * Keeps a lead from elsewhere (a file outbox's import, a backup's restore) with its deliveries'
   * state as it is, none of them claimed, keyed by the lead's id: `false`, and nothing changed,
   * when it is already here.
   */
  readonly importLead: (entry: LeadWithDeliveries, attachment: Buffer | null) => Promise<boolean>;

  /** How many leads were received before `before` (read from ids or an index, not every lead). */
  readonly countReceivedBefore: (before: Date) => Promise<number>;

  /**
   * Changes a booking if it is still at the version the change names (compare and swap: of two
   * changes made from one link, one is made and the other is `stale`): its fields and history
   * updated and its change deliveries (`…-change`) planned now, replacing an earlier change's.
   * The visitor's mail of a change is never suppressed: it does not count toward the hour's share.
   */
  readonly changeBooking: (
    id: string,
    change: BookingChangeToStore,
    mails: DeliveryPlan,
    now: Date,
  ) => Promise<BookingChangeOutcome>;

  /** When the newest lead was received, or `null` for an empty store. */
  readonly newestReceivedAt: () => Promise<Date | null>;
}
