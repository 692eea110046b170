import { ON_DEMAND_RATES } from '@acme/pricing-engine';
import type { LinkedBooking } from '@acme/forms-client/booking-link';
import { BOOKING } from '@content/booking';
import { BOOKING_CHANGE } from '@content/booking-change';
import { money } from '@content/money';
import { LineList, type ListedLine } from '@acme/ui';
import { bookingTime } from './booking-time';

/** A quote row that does not apply to this booking, as the booking form's quote shows it. */
const NOT_APPLIED = '—';

/**
 * A booking as the services priced it: its service, emirate, day and start in Gulf time, billed
 * hours, after-hours, travel and total, labelled and printed as the booking form prints them.
 */
export function BookingFigures({ booking }: { booking: LinkedBooking }) {
  const { fields, request } = booking;
  const lines: (ListedLine | false)[] = [
    { term: BOOKING.serviceType, value: BOOKING.serviceTypes[request.serviceType] },
    !!request.emirate && { term: BOOKING.emirate, value: BOOKING.emirateName(request.emirate) },
    { term: BOOKING.date, value: <bdi dir="ltr">{request.date}</bdi> },
    {
      term: BOOKING.startTime,
      value: BOOKING.hour(
        bookingTime({ date: request.date, startHour: String(request.startHour) }),
      ),
    },
    { term: BOOKING.hours, value: BOOKING.hoursButton(request.hours) },
    {
      term: BOOKING.quote.afterHours(ON_DEMAND_RATES.afterHoursMultiplier),
      value: fields.after_hours === 'Yes' ? BOOKING_CHANGE.afterHoursApplied : NOT_APPLIED,
    },
    request.serviceType === 'onsite' && {
      term: BOOKING.quote.travel,
      value: money(Number(fields.travel_charge_aed)),
    },
    {
      term: BOOKING.quote.total,
      value: money(Number(fields.calculated_total_aed)),
      emphasis: 'total',
    },
  ];
  return <LineList lines={lines.filter((line) => line !== false)} />;
}
