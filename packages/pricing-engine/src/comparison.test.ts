import { describe, expect, it } from 'vitest';
import { SPEC } from '../test/spec';
import type { CalculationResult } from './calculate';
import { calculatePrice } from './calculate';
import { comparisonMessage } from './comparison';

const withDiff = (diff: number): Pick<CalculationResult, 'meta'> => {
  const result = calculatePrice({ numUsers: 30 });
  return { meta: { ...result.meta, diff } };
};

describe('comparisonMessage', () => {
  it('says the custom quote is cheaper when diff is below 0', () => {
    // 10 users: 10 × 125 = 1250 against Essential Care at 1499.
    const result = calculatePrice({ numUsers: 10 });
    expect(comparisonMessage(result)).toBe(
      `Your Custom Quote is cheaper by AED ${SPEC.packages.essential.base - 10 * SPEC.user}/mo.`,
    );
  });

  it('names the package when it is cheaper', () => {
    // 10 users on one site: 1250 + 500 = 1750 against 1499.
    const result = calculatePrice({ numUsers: 10, numLocations: 1 });
    expect(comparisonMessage(result)).toBe(
      `The Essential Care package is cheaper by AED ${10 * SPEC.user + SPEC.location - SPEC.packages.essential.base}/mo.`,
    );
  });

  it('says both cost about the same when diff is 0', () => {
    expect(comparisonMessage(withDiff(0))).toBe(
      'Both options cost about the same. Choose based on SLA & inclusions.',
    );
  });

  it.each([0.4, -0.4, 0.49])('treats a difference of %f that rounds to 0 as the same', (diff) => {
    expect(comparisonMessage(withDiff(diff))).toBe(
      'Both options cost about the same. Choose based on SLA & inclusions.',
    );
  });

  it('shows whole AED with thousands separators', () => {
    expect(comparisonMessage(withDiff(-12345.6))).toBe(
      'Your Custom Quote is cheaper by AED 12,346/mo.',
    );
    expect(comparisonMessage(withDiff(1234.5))).toBe(
      'The Enterprise 24/7 package is cheaper by AED 1,235/mo.',
    );
  });
});
