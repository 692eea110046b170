import { describe, expect, it } from 'vitest';
import { counted } from './figures';
import { HOURS } from './nouns';

describe('Arabic figures', () => {
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
