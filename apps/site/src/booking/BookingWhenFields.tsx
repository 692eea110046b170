import { ON_DEMAND_RATES } from '@acme/pricing-engine';
import { NumberField, Select, TextField } from '@acme/ui';
import { BOOKING_TERMS } from '@content/booking-terms';
import { START_HOURS } from './start-hours';

/** The fields of a booking's time. */
export type BookingWhenField = 'date' | 'startHour' | 'hours';

/** What a form gives each of the fields: its name, value, change handler and any error. */
interface WhenFieldProps {
  readonly name: string;
  readonly value: string;
  readonly error?: string;
  readonly onChange: (event: { target: { value: string } }) => void;
}

/**
 * When a booking is for: the day (not before `today`, in Dubai), the start hour in Gulf time and
 * the hours, as the booking form asks for them and the booking's change asks again.
 */
export function BookingWhenFields({
  field,
  today,
}: {
  field: (name: BookingWhenField) => WhenFieldProps;
  /** `YYYY-MM-DD`; empty while the prerendered form does not know it yet. */
  today: string;
}) {
  return (
    <>
      <TextField
        label={BOOKING_TERMS.date}
        type="date"
        required
        min={today || undefined}
        {...field('date')}
      />
      <Select label={BOOKING_TERMS.startTime} options={START_HOURS} {...field('startHour')} />
      <NumberField
        label={BOOKING_TERMS.hours}
        min={ON_DEMAND_RATES.minimumHours}
        max={ON_DEMAND_RATES.maximumHours}
        hint={BOOKING_TERMS.minimumHours(ON_DEMAND_RATES.minimumHours)}
        {...field('hours')}
      />
    </>
  );
}
