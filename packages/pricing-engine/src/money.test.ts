import { describe, expect, it } from 'vitest';
import { toCount, toFlag } from './count';
import { aedToFils, filsToAed, percentOfFils, toFils } from './money';

describe('money in fils', () => {
  it('converts both ways without drift', () => {
    expect(aedToFils(0.1) + aedToFils(0.2)).toBe(aedToFils(0.3));
    expect(filsToAed(aedToFils(19.99))).toBe(19.99);
  });

  it('rounds a percentage half-up to a whole fils', () => {
    expect(percentOfFils(toFils(10), 5)).toBe(1); // 0.5 fils → 1
    expect(percentOfFils(toFils(9), 5)).toBe(0); // 0.45 fils → 0
    expect(percentOfFils(toFils(30), 5)).toBe(2); // 1.5 fils → 2
    expect(percentOfFils(toFils(200_000), 15)).toBe(30_000);
  });
});

describe('Fils', () => {
  it('is whole: a fraction of a fils is refused, not rounded', () => {
    expect(toFils(-17500)).toBe(-17500);
    expect(() => toFils(0.5)).toThrow(RangeError);
    expect(() => toFils(Number.NaN)).toThrow(RangeError);
  });
});

describe('toCount', () => {
  it.each([
    [5, 5],
    ['5', 5],
    ['5.9', 5],
    [0, 0],
    ['', 0],
    ['  ', 0],
    ['1,000', 0],
    [-1, 0],
    [Number.NaN, 0],
    [null, 0],
    [undefined, 0],
    [{}, 0],
    [1e12, 100_000],
  ])('reads %j as %i', (value, count) => {
    expect(toCount(value)).toBe(count);
  });
});

describe('toFlag', () => {
  it.each([
    [true, true],
    ['on', true],
    ['true', true],
    ['1', true],
    [1, true],
    [false, false],
    ['false', false],
    ['0', false],
    [undefined, false],
  ])('reads %j as %s', (value, flag) => {
    expect(toFlag(value)).toBe(flag);
  });
});
