import { describe, expect, it } from 'vitest';
import { onceEvery } from './csp-reports';

describe('onceEvery', () => {
  it('says a key is new once per window, and forgets the oldest beyond its capacity', () => {
    let now = 0;
    const first = onceEvery(3_600_000, () => now, 2);
    expect([first('a'), first('a')]).toEqual([true, false]);
    now = 3_599_999;
    expect(first('a')).toBe(false);
    now = 3_600_000;
    expect(first('a')).toBe(true);
    expect([first('b'), first('c'), first('a')]).toEqual([true, true, true]);
  });
});
