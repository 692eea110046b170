import { DUBAI_UTC_OFFSET, DUBAI_UTC_OFFSET_MS } from '../lead/dubai-clock';

/**
 * The moment a Dubai calendar day starts, from `YYYY-MM-DD` (sales count days on the office's
 * clock, not UTC's); `null` for anything else, an impossible date included.
 *
 * @example
 * dubaiDayStart('2026-11-01')?.toISOString(); // => '2026-10-31T20:00:00.000Z'
 * dubaiDayStart('2026-02-30'); // => null
 * dubaiDayStart('1/11/2026'); // => null
 */
export function dubaiDayStart(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const start = new Date(`${day}T00:00:00${DUBAI_UTC_OFFSET}`);
  // Date rolls 30 February over to March: the day must come back as it was given.
  const back = new Date(start.getTime() + DUBAI_UTC_OFFSET_MS).toISOString().slice(0, 10);
  return back === day ? start : null;
}
