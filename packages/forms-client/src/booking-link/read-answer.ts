import { decodeBooking, type BookingWireFields } from '../contract/booking';
import { leadLanguage } from '../contract/language';
import { validReference } from '../contract/reference';
import { isRecord } from '../record';
import type { Reply } from '../transport';
import {
  GONE_REASONS,
  type BookingChangeField,
  type BookingLinkAnswer,
  type BookingLinkFailure,
  type GoneReason,
  type LinkedBooking,
  type NamedBooking,
} from './answers';

const CHANGE_FIELDS: readonly BookingChangeField[] = ['date', 'startHour', 'hours'];

/** The booking an answer's `fields` state, read strictly; `null` when they state none. */
function linkedBooking(fields: unknown): LinkedBooking | null {
  if (!isRecord(fields)) return null;
  const strings = Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  const request = decodeBooking(strings);
  return request && { fields: strings as BookingWireFields, request };
}

/** A booking named by its reference and language, as viewing, moving and cancelling answer. */
function namedBooking(body: Readonly<Record<string, unknown>>): NamedBooking | null {
  const booking = linkedBooking(body.fields);
  const reference = validReference(typeof body.reference === 'string' ? body.reference : undefined);
  const language = typeof body.language === 'string' ? leadLanguage(body.language) : null;
  return booking && reference && language ? { ...booking, reference, language } : null;
}

/** The field errors of a refused change: the fields the booking form has, each with a message. */
function fieldErrors(errors: unknown): Partial<Record<BookingChangeField, string>> | null {
  if (!isRecord(errors)) return null;
  const known = CHANGE_FIELDS.filter((field) => typeof errors[field] === 'string');
  return known.length === 0
    ? null
    : Object.fromEntries(known.map((field) => [field, errors[field] as string]));
}

const FAILED: BookingLinkFailure = { status: 'failed' };

/** The statuses every action may be answered with. */
const FAILURES: readonly string[] = ['gone', 'limited', 'failed', 'network-error'];

/**
 * An answer of the booking link's endpoint to an action that `accepts` the statuses named (beside
 * the failures every action may get): what it says when the contract gives it (a booking whose
 * fields decode, a reason the services give), else `failed`.
 *
 * @example
 * readBookingLinkReply({ kind: 'answer', ok: false, status: 410, body: { status: 'gone', reason: 'used' } }, ['booked']); // => { status: 'gone', reason: 'used' }
 * readBookingLinkReply({ kind: 'answer', ok: false, status: 429, body: { status: 'limited' } }, ['booked']); // => { status: 'limited' }
 * readBookingLinkReply({ kind: 'answer', ok: false, status: 422, body: { status: 'invalid', errors: { hours: 'Too long' } } }, ['booked']); // => { status: 'failed' }
 * readBookingLinkReply({ kind: 'no-answer', reason: 'timeout' }, ['booked']); // => { status: 'network-error', reason: 'timeout' }
 */
export function readBookingLinkReply(
  reply: Reply,
  accepts: readonly BookingLinkAnswer['status'][],
): BookingLinkAnswer {
  const answer = answerOf(reply);
  return accepts.includes(answer.status) || FAILURES.includes(answer.status) ? answer : FAILED;
}

/** What an answer says, whichever action it answers. */
function answerOf(reply: Reply): BookingLinkAnswer {
  if (reply.kind === 'no-answer') return { status: 'network-error', reason: reply.reason };
  const { body } = reply;
  switch (body.status) {
    case 'gone':
      return GONE_REASONS.includes(body.reason as GoneReason)
        ? { status: 'gone', reason: body.reason as GoneReason }
        : FAILED;
    case 'limited':
      return { status: 'limited' };
    case 'invalid': {
      const errors = fieldErrors(body.errors);
      return errors ? { status: 'invalid', errors } : FAILED;
    }
    case 'preview': {
      const booking = reply.ok ? linkedBooking(body.fields) : null;
      return booking ? { status: 'preview', ...booking } : FAILED;
    }
    case 'booked':
    case 'moved':
    case 'cancelled': {
      const booking = reply.ok ? namedBooking(body) : null;
      return booking ? { status: body.status, ...booking } : FAILED;
    }
    default:
      return FAILED;
  }
}
