import {
  BOOKING_PAST_DATE_MESSAGE,
  BOOKING_TOO_LONG_MESSAGE,
  type BookingChange,
} from '@acme/forms-client/booking-link';
import {
  ON_DEMAND_RATES,
  isBookingDateAllowed,
  toBillableHours,
  toStartHour,
} from '@acme/pricing-engine';
import type { MoveErrors, MoveValues } from './BookingMoveForm';

/**
 * What the booking form would refuse of a move, in the form's own (English) words: a day before
 * today in Dubai, more hours than a booking takes. `null` when there is nothing; the services
 * check again, and answer anything else.
 *
 * @example
 * changeProblems({ date: '2026-11-20', startHour: '9', hours: '30' }, new Date('2026-11-23T08:00:00Z')); // => { date: 'Please choose today or a later date.', hours: 'Please choose at most 24 hours.' }
 * changeProblems({ date: '2026-11-23', startHour: '9', hours: '3' }, new Date('2026-11-23T08:00:00Z')); // => null
 */
export function changeProblems(values: MoveValues, now: Date): MoveErrors | null {
  const errors = {
    ...(!isBookingDateAllowed(values.date, now) && { date: BOOKING_PAST_DATE_MESSAGE }),
    ...(toBillableHours(values.hours) > ON_DEMAND_RATES.maximumHours && {
      hours: BOOKING_TOO_LONG_MESSAGE,
    }),
  };
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * A move as the services take it: the start hour and the billed hours as the booking form prices
 * them (a fraction of an hour rounded up, at least the minimum).
 *
 * @example
 * changeOf({ date: '2026-11-23', startHour: '9', hours: '2.5' }); // => { date: '2026-11-23', startHour: 9, hours: 3 }
 */
export function changeOf(values: MoveValues): BookingChange {
  return {
    date: values.date,
    startHour: toStartHour(values.startHour),
    hours: toBillableHours(values.hours),
  };
}
