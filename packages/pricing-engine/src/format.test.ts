import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAED, formatAEDArabic } from './format';

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

describe('formatAEDArabic', () => {
  /** The number as `ar-AE-u-nu-latn` prints it, whole dirhams, e.g. `‎-1,500`. */
  const arabicLocale = new Intl.NumberFormat('ar-AE-u-nu-latn', { maximumFractionDigits: 0 });

  it.each([
    [12345.6, '12,346 درهم'],
    [0, '0 درهم'],
    [0.5, '1 درهم'],
    [-2500.4, '\u200E-2,500 درهم'],
    [-0.4, '0 درهم'],
    [Number.POSITIVE_INFINITY, '0 درهم'],
  ])('formats %f as %s', (amount, text) => {
    expect(formatAEDArabic(amount)).toBe(text);
  });

  it('prints the same whole dirhams as English, as the pinned Arabic locale prints the number', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        const arabic = formatAEDArabic(amount);
        const english = formatAED(amount);
        // Latin digits only: no Arabic-Indic (٠–٩) or Persian (۰–۹) digits.
        expect(arabic).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
        expect(arabic.replace(/\D/g, '')).toBe(english.replace(/\D/g, ''));
        expect(arabic.startsWith('\u200E-')).toBe(english.startsWith('-'));
        const whole = Number(english.replace(/[^\d-]/g, ''));
        expect(arabic).toBe(`${arabicLocale.format(whole === 0 ? 0 : whole)} درهم`);
      }),
    );
  });
});
