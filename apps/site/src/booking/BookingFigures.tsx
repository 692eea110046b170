import { ON_DEMAND_RATES } from '@acme/pricing-engine';
import type { LinkedBooking } from '@acme/forms-client/booking-link';
import { BOOKING_TERMS } from '@content/booking-terms';
import { BOOKING_CHANGE } from '@content/booking-change';
import { money } from '@content/money';
import { theme } from '@acme/ui';
import { styled } from 'styled-components';
import { bookingTime } from './booking-time';

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.25rem 1rem;
  margin: 0 0 ${theme.space.md};
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

/** A quote row that does not apply to this booking, as the booking form's quote shows it. */
const NOT_APPLIED = '—';

/**
 * A booking as the services priced it: its service, emirate, day and start in Gulf time, billed
 * hours, after-hours, travel and total, labelled and printed as the booking form prints them.
 */
export function BookingFigures({ booking }: { booking: LinkedBooking }) {
  const { fields, request } = booking;
  return (
    <List>
      <dt>{BOOKING_TERMS.serviceType}</dt>
      <dd>{BOOKING_TERMS.serviceTypes[request.serviceType]}</dd>
      {request.emirate && (
        <>
          <dt>{BOOKING_TERMS.emirate}</dt>
          <dd>{BOOKING_TERMS.emirateName(request.emirate)}</dd>
        </>
      )}
      <dt>{BOOKING_TERMS.date}</dt>
      <dd>
        <bdi dir="ltr">{request.date}</bdi>
      </dd>
      <dt>{BOOKING_TERMS.startTime}</dt>
      <dd>
        {BOOKING_TERMS.hour(
          bookingTime({ date: request.date, startHour: String(request.startHour) }),
        )}
      </dd>
      <dt>{BOOKING_TERMS.hours}</dt>
      <dd>{BOOKING_TERMS.hoursButton(request.hours)}</dd>
      <dt>{BOOKING_TERMS.afterHours(ON_DEMAND_RATES.afterHoursMultiplier)}</dt>
      <dd>{fields.after_hours === 'Yes' ? BOOKING_CHANGE.afterHoursApplied : NOT_APPLIED}</dd>
      {request.serviceType === 'onsite' && (
        <>
          <dt>{BOOKING_TERMS.travel}</dt>
          <dd>{money(Number(fields.travel_charge_aed))}</dd>
        </>
      )}
      <dt>
        <strong>{BOOKING_TERMS.total}</strong>
      </dt>
      <dd>
        <strong data-testid="booking-change-total">
          {money(Number(fields.calculated_total_aed))}
        </strong>
      </dd>
    </List>
  );
}
