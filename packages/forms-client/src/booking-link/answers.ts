import type { BookingWireFields, DecodedBooking } from '../contract/booking';
import type { LeadLanguage } from '../contract/language';

/** Why a booking link can no longer be used, as the form services say it. */
export type GoneReason = 'used' | 'expired' | 'erased' | 'cancelled' | 'invalid';

/** The reasons a link is gone, in the order the services list them. */
export const GONE_REASONS: readonly GoneReason[] = [
  'used',
  'expired',
  'erased',
  'cancelled',
  'invalid',
];

/** The fields of a booking a change may set: the same as the booking form's. */
export type BookingChangeField = 'date' | 'startHour' | 'hours';

/** A new date and time for a booking, as the visitor chose it. */
export interface BookingChange {
  /** `YYYY-MM-DD`, the day in Dubai. */
  readonly date: string;
  /** 0–23, Gulf time. */
  readonly startHour: number;
  /** Billed hours. */
  readonly hours: number;
}

/** A booking as the services answered with it: its wire fields and what they state. */
export interface LinkedBooking {
  /** The fields as the services priced them (`encodeBooking`'s). */
  readonly fields: BookingWireFields;
  /** What the fields state (`decodeBooking`'s). */
  readonly request: DecodedBooking;
}

/** A stored booking, named: what viewing, moving and cancelling answer with. */
export interface NamedBooking extends LinkedBooking {
  readonly reference: string;
  /** The language the booking was made in (its mails are written in it). */
  readonly language: LeadLanguage;
}

/** Answers every action may get: the link unusable, too many attempts, no usable answer. */
export type BookingLinkFailure =
  | { readonly status: 'gone'; readonly reason: GoneReason }
  /** Too many attempts on this booking for now (HTTP 429). */
  | { readonly status: 'limited' }
  /** The services answered, but not with anything this client knows (e.g. a 503). */
  | { readonly status: 'failed' }
  /** No usable answer: connection refused, timeout, or a reply that is not JSON. */
  | { readonly status: 'network-error'; readonly reason: 'network' | 'timeout' | 'unreadable' };

/**
 * A change the services refused, each field with its message in the specification's English
 * (HTTP 422).
 */
export interface InvalidChange {
  readonly status: 'invalid';
  readonly errors: Readonly<Partial<Record<BookingChangeField, string>>>;
}

/** What viewing a booking through its link answers. */
export type ViewAnswer = ({ readonly status: 'booked' } & NamedBooking) | BookingLinkFailure;

/** What previewing a change answers: the booking's new figures, priced by the services. */
export type PreviewAnswer =
  ({ readonly status: 'preview' } & LinkedBooking) | InvalidChange | BookingLinkFailure;

/** What moving a booking answers; a new link is mailed, and this one counts as used. */
export type MoveAnswer =
  ({ readonly status: 'moved' } & NamedBooking) | InvalidChange | BookingLinkFailure;

/** What cancelling a booking answers. */
export type CancelAnswer = ({ readonly status: 'cancelled' } & NamedBooking) | BookingLinkFailure;

/** Any answer of the booking link's endpoint. */
export type BookingLinkAnswer = ViewAnswer | PreviewAnswer | MoveAnswer | CancelAnswer;
