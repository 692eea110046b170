import { BOOKING_TERMS } from '@content/booking-terms';
import { clockHour } from './booking-time';

/** The start hours a booking may have, 0–23 Gulf time, as the booking's hour lists show them. */
export const START_HOURS = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: BOOKING_TERMS.hour(clockHour(hour)),
}));
