import { GULF_UTC_OFFSET_HOURS } from '@acme/pricing-engine';

/** The UAE's clock, UTC+4 all year (the UAE keeps no daylight saving), in milliseconds. */
export const DUBAI_UTC_OFFSET_MS = GULF_UTC_OFFSET_HOURS * 3_600_000;

/** The same offset as ISO 8601 writes it: `+04:00`. */
export const DUBAI_UTC_OFFSET = `+${String(GULF_UTC_OFFSET_HOURS).padStart(2, '0')}:00`;

/**
 * An instant as ISO 8601 on the Dubai clock, with its offset, to the second.
 *
 * @example
 * dubaiTimestamp(new Date('2026-11-29T13:59:00.250Z')); // => '2026-11-29T17:59:00+04:00'
 * dubaiTimestamp(new Date('2026-11-26T20:00:00Z')); // => '2026-11-27T00:00:00+04:00'
 */
export function dubaiTimestamp(instant: Date): string {
  const wallClock = new Date(instant.getTime() + DUBAI_UTC_OFFSET_MS).toISOString();
  return `${wallClock.slice(0, 19)}${DUBAI_UTC_OFFSET}`;
}

/**
 * An instant as the company's mails and chat messages show it: the weekday, date and time on
 * the Dubai clock.
 *
 * @example
 * dubaiWhen(new Date('2026-11-29T13:59:00Z')); // => 'Sunday 2026-11-29 17:59 Dubai time'
 */
export function dubaiWhen(instant: Date): string {
  const stamp = dubaiTimestamp(instant);
  const weekday = instant.toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'Asia/Dubai' });
  return `${weekday} ${stamp.slice(0, 10)} ${stamp.slice(11, 16)} Dubai time`;
}
