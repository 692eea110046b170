import { dubaiIsoDateTime, toStartHour } from '@acme/pricing-engine';
import { LANGUAGE } from '@content/language';

/** A start hour as the booking shows it, `HH:00` (Gulf time): Latin digits in every language. */
export function clockHour(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/**
 * The weekday of a booking's Dubai date, in the page's language: its locale pins Latin digits
 * and the Gregorian calendar, so Node's ICU (the prerender) and every browser print the same.
 */
const WEEKDAY = new Intl.DateTimeFormat(LANGUAGE.locale, {
  weekday: 'long',
  timeZone: 'Asia/Dubai',
});

/**
 * A booking's day and start as a visitor reads them, in Dubai time, e.g. `Sunday 14:00`
 * (`الأحد 14:00` on the Arabic site).
 */
export function bookingTime(values: { readonly date: string; readonly startHour: string }): string {
  const hour = toStartHour(values.startHour);
  const start = new Date(dubaiIsoDateTime(values.date, hour));
  if (Number.isNaN(start.getTime())) return clockHour(hour);
  return `${WEEKDAY.format(start)} ${clockHour(hour)}`;
}
