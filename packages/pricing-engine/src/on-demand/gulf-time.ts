/** Gulf Standard Time is UTC+4 all year (no daylight saving). */
export const GULF_UTC_OFFSET_HOURS = 4;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A calendar date as `YYYY-MM-DD`. */
export type IsoDate = string;

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** The UTC calendar date of a timestamp, as `YYYY-MM-DD`. */
function utcDate(ms: number): IsoDate {
  const date = new Date(ms);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/**
 * Parses a `YYYY-MM-DD` calendar date to its UTC midnight, or `null` when it is
 * not a real date.
 *
 * @example
 * parseIsoDate('2026-02-28'); // => Date.UTC(2026, 1, 28)
 * parseIsoDate('2026-02-30'); // => null
 */
export function parseIsoDate(date: unknown): number | null {
  if (typeof date !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]) - 1;
  const day = Number(match[3]);
  const ms = Date.UTC(year, month, day);
  const parsed = new Date(ms);
  // Date.UTC rolls 30 February over into March; a real date survives the round trip.
  return parsed.getUTCMonth() === month && parsed.getUTCDate() === day && year >= 1000 ? ms : null;
}

/**
 * The ISO weekday (1 = Monday … 7 = Sunday) of a calendar date, or `null` for
 * an invalid date. The same on every machine, whatever its time zone.
 *
 * @example
 * isoWeekday('2026-11-23'); // => 1
 * isoWeekday('2026-11-28'); // => 6
 */
export function isoWeekday(date: IsoDate): number | null {
  const ms = parseIsoDate(date);
  if (ms === null) return null;
  return new Date(ms).getUTCDay() || 7;
}

/**
 * The date and hour on a Dubai wall clock at a given instant.
 *
 * @example
 * dubaiClock(new Date('2026-11-23T20:30:00Z')); // => { date: '2026-11-24', hour: 0 }
 */
export function dubaiClock(now: Date): { date: IsoDate; hour: number } {
  const shifted = now.getTime() + GULF_UTC_OFFSET_HOURS * HOUR_MS;
  return { date: utcDate(shifted), hour: new Date(shifted).getUTCHours() };
}

/**
 * The calendar date `days` after `date`.
 *
 * @example
 * addDays('2026-12-31', 1); // => '2027-01-01'
 */
export function addDays(date: IsoDate, days: number): IsoDate {
  const ms = parseIsoDate(date);
  if (ms === null) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return utcDate(ms + days * DAY_MS);
}

/**
 * A Dubai date and whole hour as an ISO 8601 timestamp with the +04:00 offset.
 *
 * @example
 * dubaiIsoDateTime('2026-11-23', 10); // => '2026-11-23T10:00:00+04:00'
 */
export function dubaiIsoDateTime(date: IsoDate, hour: number): string {
  return `${date}T${pad(hour)}:00:00+${pad(GULF_UTC_OFFSET_HOURS)}:00`;
}
