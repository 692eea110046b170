import { formatAED } from '@acme/pricing-engine';
import { describe, expect, it } from 'vitest';
import { counted, formatAedAr } from './figures';
import { HOURS } from './nouns';

describe('Arabic figures', () => {
  it('print the amounts formatAED prints, Latin digits, then dirhams', () => {
    for (const amount of [0, 0.5, 999, 1499, 12345.6, 3000]) {
      const english = formatAED(amount).replace('AED ', '');
      expect(formatAedAr(amount)).toBe(`${english} درهم`);
    }
  });

  it('count a noun in Arabic agreement: 1, 2, 3–10, 11–99, hundreds', () => {
    expect([1, 2, 3, 10, 11, 99, 100, 103, 111].map((n) => counted(n, HOURS))).toEqual([
      'ساعة واحدة',
      'ساعتين',
      '3 ساعات',
      '10 ساعات',
      '11 ساعة',
      '99 ساعة',
      '100 ساعة',
      '103 ساعات',
      '111 ساعة',
    ]);
  });
});
