import { describe, expect, it } from 'vitest';
import { changeOf, changeProblems } from './change-problems';

// 08:00 UTC on 23 November 2026 is 12:00 in Dubai (UTC+4), on Monday the 23rd.
const NOW = new Date('2026-11-23T08:00:00Z');
// The booking form's words (site-pages.md §9 and the forms client's contract).
const PAST = 'Please choose today or a later date.';
const TOO_LONG = 'Please choose at most 24 hours.';

describe('what a move is refused for before it is sent, as the booking form refuses it', () => {
  it.each([
    [{ date: '2026-11-22', startHour: '10', hours: '3' }, { date: PAST }],
    [{ date: '', startHour: '10', hours: '3' }, { date: PAST }],
    [{ date: '2026-11-24', startHour: '10', hours: '25' }, { hours: TOO_LONG }],
    [
      { date: '2026-11-22', startHour: '10', hours: '30' },
      { date: PAST, hours: TOO_LONG },
    ],
  ])('%o: %o', (values, errors) => {
    expect(changeProblems(values, NOW)).toEqual(errors);
  });

  it('takes today in Dubai and a booking of 24 hours', () => {
    expect(changeProblems({ date: '2026-11-23', startHour: '23', hours: '24' }, NOW)).toBeNull();
  });

  it('sends the start hour and the billed hours: at least 2, a fraction rounded up', () => {
    expect(changeOf({ date: '2026-11-24', startHour: '7', hours: '1' })).toEqual({
      date: '2026-11-24',
      startHour: 7,
      hours: 2,
    });
    expect(changeOf({ date: '2026-11-24', startHour: '7', hours: '3.5' })).toMatchObject({
      hours: 4,
    });
  });
});
