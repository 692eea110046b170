import type { Emirate } from './emirates';
import { addDays, dubaiClock, parseIsoDate, type IsoDate } from './gulf-time';
import { ON_DEMAND_RATES, type ServiceType } from './rates';

/** The booking form's starting values. */
export interface BookingDefaults {
  readonly serviceType: ServiceType;
  readonly emirate: Emirate | null;
  readonly date: IsoDate;
  readonly startHour: number;
  readonly hours: number;
}

/**
 * The booking form's defaults at a given instant: remote, the minimum hours, no
 * emirate, and the next whole hour on the Dubai clock. At 23:xx the hour wraps
 * to 0 and the date moves to tomorrow, so the default is never in the past.
 *
 * @example
 * defaultBooking(new Date('2026-11-23T06:30:00Z')).startHour; // => 11
 * defaultBooking(new Date('2026-11-23T19:30:00Z')).date; // => '2026-11-24'
 * defaultBooking(new Date('2026-11-23T19:30:00Z')).startHour; // => 0
 */
export function defaultBooking(now: Date): BookingDefaults {
  const clock = dubaiClock(now);
  const wraps = clock.hour === 23;
  return {
    serviceType: 'remote',
    emirate: null,
    date: wraps ? addDays(clock.date, 1) : clock.date,
    startHour: wraps ? 0 : clock.hour + 1,
    hours: ON_DEMAND_RATES.minimumHours,
  };
}

/**
 * Today's date on the Dubai clock.
 *
 * @example
 * todayInDubai(new Date('2026-11-23T21:00:00Z')); // => '2026-11-24'
 */
export function todayInDubai(now: Date): IsoDate {
  return dubaiClock(now).date;
}

/**
 * Whether a booking may be made for a date: a real `YYYY-MM-DD` date that is
 * not before today in Dubai.
 *
 * @example
 * isBookingDateAllowed('2026-11-23', new Date('2026-11-23T12:00:00Z')); // => true
 * isBookingDateAllowed('2026-11-22', new Date('2026-11-23T12:00:00Z')); // => false
 */
export function isBookingDateAllowed(date: string, now: Date): boolean {
  return parseIsoDate(date) !== null && date >= todayInDubai(now);
}
