import { describe, expect, it } from 'vitest';
import { ConfigurationError } from './configuration-error';
import { resolvedOptions } from './options';

describe('office hours, checked when the options are settled', () => {
  it('takes the site’s week (Sunday–Thursday 09:00–18:00)', () => {
    const office = { days: [0, 1, 2, 3, 4], opens: 9, closes: 18 };
    expect(resolvedOptions({ officeHours: office }).officeHours).toEqual(office);
  });

  it.each([
    ['no day open', { days: [], opens: 9, closes: 18 }],
    ['a day that is none of the week’s', { days: [0, 7], opens: 9, closes: 18 }],
    ['a closing before the opening', { days: [0], opens: 18, closes: 9 }],
    ['no hour open', { days: [0], opens: 9, closes: 9 }],
    ['an hour past the day', { days: [0], opens: 9, closes: 25 }],
  ])('refuses %s, which no reply-by time could be found in', (_, office) => {
    expect(() => resolvedOptions({ officeHours: office })).toThrow(ConfigurationError);
  });
});
