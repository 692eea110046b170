import type { OfficeHours } from '@acme/forms-client/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replyBy } from './reply-by';

// The specification's office hours: Sunday to Thursday, 9:00 to 18:00, UAE time (UTC+4).
const OFFICE: OfficeHours = { days: [0, 1, 2, 3, 4], opens: 9, closes: 18 };
const ONE_BUSINESS_DAY = { kind: 'business-days', days: 1 } as const;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const DUBAI_MS = 4 * HOUR_MS;

/** An instant given as a Dubai wall-clock time, e.g. `2026-11-26T17:59`. */
const dubai = (wallClock: string) => new Date(`${wallClock}:00+04:00`);

/** Leads over a decade of instants, to the millisecond. */
const receipt = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2035-12-31T23:59:59Z'),
  noInvalidDate: true,
});

/** Any office week: some days, opening before closing, whole hours. */
const officeHours = fc
  .record({
    days: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
    opens: fc.integer({ min: 0, max: 23 }),
    length: fc.integer({ min: 1, max: 24 }),
  })
  .map(({ days, opens, length }) => ({ days, opens, closes: Math.min(24, opens + length) }));

/**
 * The office time between two instants, counted on its own terms: each Dubai calendar day's
 * overlap with its opening hours, summed.
 */
function officeTimeBetween(from: Date, to: Date, office: OfficeHours): number {
  const start = from.getTime() + DUBAI_MS;
  const end = to.getTime() + DUBAI_MS;
  let total = 0;
  for (let day = Math.floor(start / DAY_MS) * DAY_MS; day < end; day += DAY_MS) {
    if (!office.days.includes(new Date(day).getUTCDay())) continue;
    const open = Math.max(start, day + office.opens * HOUR_MS);
    const close = Math.min(end, day + office.closes * HOUR_MS);
    total += Math.max(0, close - open);
  }
  return total;
}

/** The Dubai weekday and time of day (in ms) of an instant. */
function dubaiClock(instant: Date): { weekday: number; msOfDay: number } {
  const shifted = new Date(instant.getTime() + DUBAI_MS);
  return { weekday: shifted.getUTCDay(), msOfDay: shifted.getTime() % DAY_MS };
}

describe('replyBy: a promise of hours', () => {
  it('falls due that many hours of the clock later, whatever the day', () => {
    fc.assert(
      fc.property(receipt, fc.integer({ min: 1, max: 72 }), (at, hours) => {
        const due = replyBy(at, { kind: 'hours', hours }, OFFICE);
        expect(due.getTime() - at.getTime()).toBe(hours * HOUR_MS);
      }),
    );
  });

  it('gives the contact form 24 hours from receipt, a Friday included', () => {
    expect(replyBy(dubai('2026-11-27T12:00'), { kind: 'hours', hours: 24 }, OFFICE)).toEqual(
      dubai('2026-11-28T12:00'),
    );
  });
});

describe('replyBy: a promise of business days', () => {
  it('counts from receipt: Thursday 17:59 is due Sunday 17:59', () => {
    expect(replyBy(dubai('2026-11-26T17:59'), ONE_BUSINESS_DAY, OFFICE)).toEqual(
      dubai('2026-11-29T17:59'),
    );
  });

  it('counts from the next opening: any time on Friday is due Sunday 18:00', () => {
    const friday = Date.parse('2026-11-27T00:00:00+04:00');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: DAY_MS - 1 }), (offset) => {
        expect(replyBy(new Date(friday + offset), ONE_BUSINESS_DAY, OFFICE)).toEqual(
          dubai('2026-11-29T18:00'),
        );
      }),
    );
  });

  it('counts a lead at midnight from that morning: Monday 00:00 is due Monday 18:00', () => {
    expect(replyBy(dubai('2026-11-23T00:00'), ONE_BUSINESS_DAY, OFFICE)).toEqual(
      dubai('2026-11-23T18:00'),
    );
    // Midnight ending a Thursday is Friday's: the office next opens on Sunday.
    expect(replyBy(dubai('2026-11-27T00:00'), ONE_BUSINESS_DAY, OFFICE)).toEqual(
      dubai('2026-11-29T18:00'),
    );
  });

  it('counts a lead at closing time from the next opening: Thursday 18:00 is due Sunday 18:00', () => {
    expect(replyBy(dubai('2026-11-26T18:00'), ONE_BUSINESS_DAY, OFFICE)).toEqual(
      dubai('2026-11-29T18:00'),
    );
  });

  it('leaves exactly the promised office time between receipt and reply, in any office week', () => {
    fc.assert(
      fc.property(receipt, officeHours, fc.integer({ min: 1, max: 10 }), (at, office, days) => {
        const due = replyBy(at, { kind: 'business-days', days }, office);
        expect(officeTimeBetween(at, due, office)).toBe(
          days * (office.closes - office.opens) * HOUR_MS,
        );
      }),
    );
  });

  it('falls due while the office is open, or as it closes: never in a closed hour', () => {
    fc.assert(
      fc.property(receipt, fc.integer({ min: 1, max: 10 }), (at, days) => {
        const { weekday, msOfDay } = dubaiClock(
          replyBy(at, { kind: 'business-days', days }, OFFICE),
        );
        expect(OFFICE.days).toContain(weekday);
        expect(msOfDay).toBeGreaterThan(OFFICE.opens * HOUR_MS);
        expect(msOfDay).toBeLessThanOrEqual(OFFICE.closes * HOUR_MS);
      }),
    );
  });

  it('gives a lead in office hours the same time on the next office day', () => {
    const inOfficeHours = receipt.filter((at) => {
      const { weekday, msOfDay } = dubaiClock(at);
      return OFFICE.days.includes(weekday) && msOfDay >= 9 * HOUR_MS && msOfDay < 18 * HOUR_MS;
    });
    fc.assert(
      fc.property(inOfficeHours, (at) => {
        const due = replyBy(at, ONE_BUSINESS_DAY, OFFICE);
        const received = dubaiClock(at);
        // Sunday to Wednesday: the next day; Thursday: the Sunday after the weekend.
        const daysLater = received.weekday === 4 ? 3 : 1;
        expect(due.getTime() - at.getTime()).toBe(daysLater * DAY_MS);
      }),
    );
  });

  it('never falls due earlier for a lead received later', () => {
    fc.assert(
      fc.property(receipt, receipt, (a, b) => {
        const [first, second] = a <= b ? [a, b] : [b, a];
        expect(replyBy(first, ONE_BUSINESS_DAY, OFFICE).getTime()).toBeLessThanOrEqual(
          replyBy(second, ONE_BUSINESS_DAY, OFFICE).getTime(),
        );
      }),
    );
  });

  it('refuses office hours with no time open, rather than count for ever', () => {
    expect(() => replyBy(new Date(), ONE_BUSINESS_DAY, { days: [], opens: 9, closes: 18 })).toThrow(
      RangeError,
    );
  });
});
