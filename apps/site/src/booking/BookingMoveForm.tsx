import type { BookingChangeField } from '@acme/forms-client/booking-link';
import { ActionRow, Button } from '@acme/ui';
import { BOOKING_CHANGE } from '@content/booking-change';
import type { SyntheticEvent } from 'react';
import { BookingWhenFields } from './BookingWhenFields';

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
      <BookingWhenFields field={field} today={today} />
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
