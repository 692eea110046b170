import { addDays, type IsoDate } from './gulf-time';

/** A whole hour on the Dubai wall clock, on a calendar date. */
export interface DubaiHour {
  readonly date: IsoDate;
  /** 0–23. */
  readonly hour: number;
}

/**
 * When a booking ends on the Dubai wall clock: `hours` after its start, on whichever day that
 * falls, however many midnights it crosses. The confirmation mail and the calendar invitation
 * both read it, so they cannot disagree.
 *
 * @example
 * bookingEnd('2026-11-23', 10, 3); // => { date: '2026-11-23', hour: 13 }
 * bookingEnd('2026-11-23', 23, 2); // => { date: '2026-11-24', hour: 1 }
 * bookingEnd('2026-12-31', 20, 30); // => { date: '2027-01-02', hour: 2 }
 */
export function bookingEnd(date: IsoDate, startHour: number, hours: number): DubaiHour {
  const endHour = startHour + hours;
  return { date: addDays(date, Math.floor(endHour / 24)), hour: endHour % 24 };
}
