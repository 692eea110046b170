import { describe, expect, it } from 'vitest';
import { defaultBooking, isBookingDateAllowed } from './booking';

// Dubai is UTC+4: 18:30Z is 22:30 in Dubai, 19:30Z is 23:30.
describe('defaultBooking', () => {
  it('starts remote, 2 hours, no emirate, today at the next whole hour', () => {
    expect(defaultBooking(new Date('2026-11-23T06:15:00Z'))).toEqual({
      serviceType: 'remote',
      emirate: null,
      date: '2026-11-23',
      startHour: 11,
      hours: 2,
    });
  });

  it('at 22:30 Dubai time proposes 23:00 today', () => {
    const booking = defaultBooking(new Date('2026-11-23T18:30:00Z'));
    expect(booking.date).toBe('2026-11-23');
    expect(booking.startHour).toBe(23);
  });

  it('at 23:30 Dubai time wraps to 00:00 tomorrow', () => {
    const booking = defaultBooking(new Date('2026-11-23T19:30:00Z'));
    expect(booking.date).toBe('2026-11-24');
    expect(booking.startHour).toBe(0);
  });

  it('wraps across a month and a year end', () => {
    expect(defaultBooking(new Date('2026-12-31T19:59:59Z'))).toMatchObject({
      date: '2027-01-01',
      startHour: 0,
    });
    expect(defaultBooking(new Date('2028-02-28T19:10:00Z'))).toMatchObject({
      date: '2028-02-29',
      startHour: 0,
    });
  });

  it('uses the Dubai date when UTC is still on the previous day', () => {
    // 21:00Z on the 23rd is 01:00 on the 24th in Dubai.
    expect(defaultBooking(new Date('2026-11-23T21:00:00Z'))).toMatchObject({
      date: '2026-11-24',
      startHour: 2,
    });
  });
});

describe('isBookingDateAllowed', () => {
  const now = new Date('2026-11-23T10:00:00Z'); // 14:00 Monday in Dubai

  it.each([
    ['2026-11-22', false],
    ['2026-11-23', true],
    ['2026-11-24', true],
    ['2027-03-01', true],
    ['', false],
    ['2026-13-01', false],
    ['23/11/2026', false],
  ])('%s → %s', (date, allowed) => {
    expect(isBookingDateAllowed(date, now)).toBe(allowed);
  });

  it('follows the Dubai date, not UTC', () => {
    const lateUtc = new Date('2026-11-23T21:00:00Z'); // already the 24th in Dubai
    expect(isBookingDateAllowed('2026-11-23', lateUtc)).toBe(false);
    expect(isBookingDateAllowed('2026-11-24', lateUtc)).toBe(true);
  });
});
