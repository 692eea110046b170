import type { BookingChange, BookingSlot } from '../store/lead-store';

const slot = ({ date, startHour, hours }: BookingSlot) =>
  `${date} ${String(startHour).padStart(2, '0')}:00 for ${hours} hours`;

/**
 * What the company's mail of a booking's change says first: what the visitor did through the
 * booking's link, and when (the fields below are the booking as it is now).
 *
 * @example
 * bookingChangeNote({ at: '2026-11-27T06:00:00.000Z', action: 'moved', from: { date: '2026-12-01', startHour: 10, hours: 3 }, to: { date: '2026-12-02', startHour: 14, hours: 2 } }).subject; // => 'Booking moved'
 * bookingChangeNote({ at: '2026-11-27T06:00:00.000Z', action: 'moved', from: { date: '2026-12-01', startHour: 10, hours: 3 }, to: { date: '2026-12-02', startHour: 14, hours: 2 } }).line; // => 'The visitor moved this booking through its link at 2026-11-27T06:00:00.000Z: from 2026-12-01 10:00 for 3 hours to 2026-12-02 14:00 for 2 hours (Dubai time).'
 */
export function bookingChangeNote(change: BookingChange): { subject: string; line: string } {
  if (change.action === 'cancelled' || !change.to)
    return {
      subject: 'Booking cancelled',
      line: `The visitor cancelled this booking through its link at ${change.at}: it was for ${slot(change.from)} (Dubai time).`,
    };
  return {
    subject: 'Booking moved',
    line: `The visitor moved this booking through its link at ${change.at}: from ${slot(change.from)} to ${slot(change.to)} (Dubai time).`,
  };
}
