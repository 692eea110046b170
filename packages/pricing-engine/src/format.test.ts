import { describe, expect, it } from 'vitest';
import { formatAED } from './format';

describe('formatAED', () => {
  it.each([
    [12345.6, 'AED 12,346'],
    [0, 'AED 0'],
    [0.49, 'AED 0'],
    [0.5, 'AED 1'],
    [999.5, 'AED 1,000'],
    [1000, 'AED 1,000'],
    [1234567.89, 'AED 1,234,568'],
    [-2500.4, '-AED 2,500'],
    [-0.4, 'AED 0'],
    [Number.NaN, 'AED 0'],
  ])('formats %f as %s', (amount, text) => {
    expect(formatAED(amount)).toBe(text);
  });
});
