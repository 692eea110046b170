import { describe, expect, it } from 'vitest';
import { OFFICE_HOURS, SITE } from './config';

describe('the office hours', () => {
  it('are the specification’s: Sunday to Thursday, 9:00 to 18:00', () => {
    expect(OFFICE_HOURS).toEqual({ days: [0, 1, 2, 3, 4], opens: 9, closes: 18 });
  });

  it('are the ones the footer shows, which the reply-by time is counted in', () => {
    expect(SITE.officeTimes).toEqual({
      opens: `${OFFICE_HOURS.opens}:00`,
      closes: `${OFFICE_HOURS.closes}:00`,
    });
  });
});
