import { ON_DEMAND_RATES } from '@acme/pricing-engine';
import type { BookingChangeField } from '@acme/forms-client/booking-link';
import { ActionRow, Button, NumberField, Select, TextField } from '@acme/ui';
import { BOOKING } from '@content/booking';
import { BOOKING_CHANGE } from '@content/booking-change';
import type { SyntheticEvent } from 'react';
import { START_HOURS } from './start-hours';

/** The move form's values, as its fields hold them. */
export type MoveValues = Readonly<Record<BookingChangeField, string>>;

/** What the move form says of each field it was refused for, in the page's language. */
export type MoveErrors = Readonly<Partial<Record<BookingChangeField, string>>>;

/**
 * The booking's new date, start hour and hours: the booking form's fields, labels and limits.
 * Sending it asks for a preview; nothing changes until the visitor confirms the new figures.
 */
export function BookingMoveForm({
  values,
  onChange,
  errors,
  today,
  busy,
  onPreview,
  onBack,
}: {
  values: MoveValues;
  onChange: (patch: Partial<MoveValues>) => void;
  errors: MoveErrors;
  /** Today in Dubai, the earliest date the form offers. */
  today: string;
  busy: boolean;
  onPreview: () => void;
  onBack: () => void;
}) {
  const field = (name: BookingChangeField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
  });
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onPreview();
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="booking-move-title">
      <h2 id="booking-move-title" tabIndex={-1} data-takes-focus="">
        {BOOKING_CHANGE.move.title}
      </h2>
      <TextField label={BOOKING.date} type="date" required min={today} {...field('date')} />
      <Select label={BOOKING.startTime} options={START_HOURS} {...field('startHour')} />
      <NumberField
        label={BOOKING.hours}
        min={ON_DEMAND_RATES.minimumHours}
        max={ON_DEMAND_RATES.maximumHours}
        hint={BOOKING.minimumHours(ON_DEMAND_RATES.minimumHours)}
        {...field('hours')}
      />
      <ActionRow>
        <Button type="submit" busy={busy} busyLabel={BOOKING_CHANGE.move.previewBusy}>
          {BOOKING_CHANGE.move.preview}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {BOOKING_CHANGE.move.back}
        </Button>
      </ActionRow>
    </form>
  );
}
