import { describe, expect, it } from 'vitest';
import { SPEC } from '../../test/spec';
import { EMIRATES } from './emirates';
import { priceOnDemand } from './price-on-demand';

// 2026-11-23 is a Monday; 2026-11-27 a Friday; 2026-11-28 and -29 the weekend.
const MONDAY = '2026-11-23';
const FRIDAY = '2026-11-27';
const SATURDAY = '2026-11-28';
const SUNDAY = '2026-11-29';
const { remote, onsite } = SPEC.onDemand;
/** The specification's dirhams in fils, the unit the quote answers in. */
const fils = (aed: number) => Math.round(aed * 100);

describe('priceOnDemand: business hours (Monday–Friday, 09:00 to before 18:00 Gulf time)', () => {
  it.each([
    [MONDAY, 9, false],
    [MONDAY, 17, false],
    [FRIDAY, 12, false],
    [MONDAY, 8, true],
    [MONDAY, 18, true],
    [MONDAY, 23, true],
    [MONDAY, 0, true],
    [SATURDAY, 10, true],
    [SUNDAY, 10, true],
  ])('%s at %i:00 is after-hours: %s', (date, startHour, afterHours) => {
    const quote = priceOnDemand({ serviceType: 'remote', date, startHour, hours: 2 });
    expect(quote.afterHours).toBe(afterHours);
    expect(quote.afterHoursMultiplier).toBe(afterHours ? SPEC.onDemand.afterHours : 1);
    expect(quote.total).toBe(
      fils(afterHours ? remote.base * SPEC.onDemand.afterHours : remote.base),
    );
  });

  it('names why a booking is after-hours', () => {
    expect(
      priceOnDemand({ serviceType: 'remote', date: SATURDAY, startHour: 10, hours: 2 })
        .afterHoursReason,
    ).toBe('weekend');
    expect(
      priceOnDemand({ serviceType: 'remote', date: MONDAY, startHour: 18, hours: 2 })
        .afterHoursReason,
    ).toBe('outside-business-hours');
    expect(
      priceOnDemand({ serviceType: 'remote', date: MONDAY, startHour: 10, hours: 2 })
        .afterHoursReason,
    ).toBeNull();
  });
});

describe('priceOnDemand: hours', () => {
  it('covers the first 2 hours with the base and bills the rest hourly', () => {
    const quote = priceOnDemand({ serviceType: 'remote', date: MONDAY, startHour: 10, hours: 5 });
    expect(quote).toMatchObject({
      hours: 5,
      baseIncludesHours: SPEC.onDemand.included,
      baseRate: fils(remote.base),
      extraHours: 3,
      extraRate: fils(remote.extra),
      extraHoursCharge: fils(3 * remote.extra),
      subtotal: fils(remote.base + 3 * remote.extra),
      total: fils(remote.base + 3 * remote.extra),
    });
    const onsiteQuote = priceOnDemand({
      serviceType: 'onsite',
      emirate: 'Dubai',
      date: MONDAY,
      startHour: 10,
      hours: 4,
    });
    expect(onsiteQuote.total).toBe(fils(onsite.base + 2 * onsite.extra));
  });

  it.each([
    [1, 2],
    [0, 2],
    [-3, 2],
    ['', 2],
    ['abc', 2],
    [2, 2],
    [2.1, 3],
    ['3.5', 4],
    ['4', 4],
  ])('bills %j hours as %i', (hours, billed) => {
    const quote = priceOnDemand({ serviceType: 'remote', date: MONDAY, startHour: 10, hours });
    expect(quote.hours).toBe(billed);
    expect(quote.total).toBe(fils(remote.base + (billed - 2) * remote.extra));
  });
});

describe('priceOnDemand: after-hours and travel', () => {
  it('multiplies the whole subtotal outside business hours', () => {
    const quote = priceOnDemand({
      serviceType: 'onsite',
      emirate: 'Sharjah',
      date: SATURDAY,
      startHour: 10,
      hours: 3,
    });
    expect(quote.subtotal).toBe(fils(onsite.base + onsite.extra));
    expect(quote.afterHoursCharge).toBe(
      fils((onsite.base + onsite.extra) * (SPEC.onDemand.afterHours - 1)),
    );
    expect(quote.total).toBe(fils((onsite.base + onsite.extra) * SPEC.onDemand.afterHours));
  });

  it('states what after-hours would add in business hours, and leaves it out of the total', () => {
    const quote = priceOnDemand({ serviceType: 'remote', date: MONDAY, startHour: 10, hours: 3 });
    expect(quote.afterHours).toBe(false);
    expect(quote.afterHoursCharge).toBe(
      fils((remote.base + remote.extra) * (SPEC.onDemand.afterHours - 1)),
    );
    expect(quote.total).toBe(fils(remote.base + remote.extra));
  });

  it.each(
    EMIRATES.map((e) => [e, e === 'Dubai' || e === 'Sharjah' ? 0 : SPEC.onDemand.travel] as const),
  )('onsite in %s adds travel %i after the multiplier', (emirate, travel) => {
    const weekday = priceOnDemand({
      serviceType: 'onsite',
      emirate,
      date: MONDAY,
      startHour: 10,
      hours: 2,
    });
    expect(weekday.travelCharge).toBe(fils(travel));
    expect(weekday.total).toBe(fils(onsite.base + travel));
    const weekend = priceOnDemand({
      serviceType: 'onsite',
      emirate,
      date: SATURDAY,
      startHour: 10,
      hours: 2,
    });
    expect(weekend.total).toBe(fils(onsite.base * SPEC.onDemand.afterHours + travel));
  });

  it('never charges travel or keeps an emirate for remote help', () => {
    const quote = priceOnDemand({
      serviceType: 'remote',
      emirate: 'Fujairah',
      date: MONDAY,
      startHour: 10,
      hours: 2,
    });
    expect(quote.emirate).toBeNull();
    expect(quote.travelCharge).toBe(0);
    expect(quote.total).toBe(fils(remote.base));
  });

  it('charges no travel while no emirate is chosen', () => {
    const quote = priceOnDemand({ serviceType: 'onsite', date: MONDAY, startHour: 10, hours: 2 });
    expect(quote.emirate).toBeNull();
    expect(quote.travelCharge).toBe(0);
  });

  it('treats an unknown service type as remote', () => {
    expect(
      priceOnDemand({ serviceType: 'carrier pigeon', date: MONDAY, startHour: 10, hours: 2 })
        .serviceType,
    ).toBe('remote');
  });
});

describe('priceOnDemand: requested start', () => {
  it('gives the Dubai time with the +04:00 offset', () => {
    expect(
      priceOnDemand({ serviceType: 'remote', date: MONDAY, startHour: 10, hours: 2 })
        .requestedDatetimeDubaiIso,
    ).toBe('2026-11-23T10:00:00+04:00');
    expect(
      priceOnDemand({ serviceType: 'remote', date: MONDAY, startHour: '7', hours: 2 })
        .requestedDatetimeDubaiIso,
    ).toBe('2026-11-23T07:00:00+04:00');
  });

  it('is empty for a date that does not exist, and prices by the hour alone', () => {
    const quote = priceOnDemand({
      serviceType: 'remote',
      date: '2026-02-30',
      startHour: 10,
      hours: 2,
    });
    expect(quote.requestedDatetimeDubaiIso).toBe('');
    expect(quote.afterHours).toBe(false);
  });
});
