import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingEnd } from './booking-end';
import { parseIsoDate } from './gulf-time';

const HOUR_MS = 3_600_000;

describe('bookingEnd', () => {
  it('is the start plus the hours on the Dubai clock, across any number of midnights', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 100 }),
        (day, startHour, hours) => {
          const date = day.toISOString().slice(0, 10);
          const end = bookingEnd(date, startHour, hours);
          // Gulf time has no daylight saving: wall-clock hours are elapsed hours.
          const midnight = (iso: string) => parseIsoDate(iso) ?? Number.NaN;
          expect(midnight(end.date) + end.hour * HOUR_MS).toBe(
            midnight(date) + (startHour + hours) * HOUR_MS,
          );
          expect(end.hour).toBeGreaterThanOrEqual(0);
          expect(end.hour).toBeLessThan(24);
        },
      ),
    );
  });
});
