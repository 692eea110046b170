import {
  BOOKING_CHANGE_MESSAGES as CHANGE,
  BOOKING_MAX_HOURS,
  BOOKING_PAST_DATE_MESSAGE,
  BOOKING_TOO_LONG_MESSAGE,
} from '@acme/forms-client/contract';
import { isBookingDateAllowed, parseIsoDate, type OnDemandRequest } from '@acme/pricing-engine';

/**
 * What the booking's page is told of a change it cannot make, in English (the site says them in
 * the page's language through the forms' messages): the booking form's own of a past day and
 * of too many hours, and the contract's of what no form of the site sends.
 */
const BOOKING_CHANGE_MESSAGES = {
  ...CHANGE,
  pastDate: BOOKING_PAST_DATE_MESSAGE,
  tooLong: BOOKING_TOO_LONG_MESSAGE,
} as const;

/** The fields of a change the page can name a problem of. */
export type ChangeField = 'date' | 'startHour' | 'hours';

/** A change checked by the booking form's rules: the booking it makes, or what is wrong. */
export type CheckedChange =
  | { readonly request: OnDemandRequest; readonly errors: null }
  | { readonly request: null; readonly errors: Partial<Record<ChangeField, string>> };

const field = (change: unknown, name: ChangeField): unknown =>
  typeof change === 'object' && change !== null
    ? (change as Record<string, unknown>)[name]
    : undefined;

/**
 * A booking moved to the day, start hour and hours the page asks for, by the booking form's
 * rules: a day not before today in Dubai, a start hour from 0 to 23, whole hours up to the
 * longest booking (fewer than the minimum are billed as the minimum, as the form bills them),
 * and not the day, start hour and hours the booking has already. The service and emirate stay
 * the booking's.
 *
 * @example
 * checkedChange({ serviceType: 'remote', emirate: null, date: '2026-12-01', startHour: 10, hours: 3 }, { date: '2026-12-02', startHour: 14, hours: 2 }, new Date('2026-11-27T06:00:00Z')).request?.date; // => '2026-12-02'
 * checkedChange({ serviceType: 'remote', emirate: null, date: '2026-12-01', startHour: 10, hours: 3 }, { date: '2026-12-01', startHour: 10, hours: 3 }, new Date('2026-11-27T06:00:00Z')).errors; // => { date: "This is already your booking's date and time. Please choose another." }
 * checkedChange({ serviceType: 'remote', emirate: null, date: '2026-12-01', startHour: 10, hours: 3 }, { date: '2026-11-26', startHour: 24, hours: 25 }, new Date('2026-11-27T06:00:00Z')).errors; // => { date: 'Please choose today or a later date.', startHour: 'Please choose a start hour from 00:00 to 23:00.', hours: 'Please choose at most 24 hours.' }
 */
export function checkedChange(booking: OnDemandRequest, change: unknown, now: Date): CheckedChange {
  const date = field(change, 'date');
  const startHour = field(change, 'startHour');
  const hours = field(change, 'hours');
  const errors: Partial<Record<ChangeField, string>> = {};
  if (typeof date !== 'string' || parseIsoDate(date) === null)
    errors.date = BOOKING_CHANGE_MESSAGES.date;
  else if (!isBookingDateAllowed(date, now)) errors.date = BOOKING_CHANGE_MESSAGES.pastDate;
  if (!Number.isInteger(startHour) || (startHour as number) < 0 || (startHour as number) > 23)
    errors.startHour = BOOKING_CHANGE_MESSAGES.startHour;
  if (!Number.isInteger(hours) || (hours as number) < 1)
    errors.hours = BOOKING_CHANGE_MESSAGES.hours;
  else if ((hours as number) > BOOKING_MAX_HOURS) errors.hours = BOOKING_CHANGE_MESSAGES.tooLong;
  if (Object.keys(errors).length > 0) return { request: null, errors };
  // A move to what the booking has already changes nothing: it keeps its link and sends no mail.
  if (date === booking.date && startHour === booking.startHour && hours === booking.hours)
    return { request: null, errors: { date: BOOKING_CHANGE_MESSAGES.unchanged } };
  return {
    request: {
      ...booking,
      date: date as string,
      startHour: startHour as number,
      hours: hours as number,
    },
    errors: null,
  };
}
