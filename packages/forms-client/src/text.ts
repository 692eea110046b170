import { toLatinDigits } from '@acme/pricing-engine';

/**
 * True when a required field holds nothing but white space.
 *
 * @example
 * isBlank('  '); // => true
 * isBlank(' a '); // => false
 * isBlank(undefined); // => true
 */
export function isBlank(value: string | null | undefined): boolean {
  return value === undefined || value === null || value.trim() === '';
}

/**
 * A single-line field as it is sent: trimmed, empty when absent.
 *
 * @example
 * clean('  jane@example.ae '); // => 'jane@example.ae'
 * clean(undefined); // => ''
 */
export function clean(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/**
 * A phone number as it is sent: trimmed, with Eastern Arabic and Persian digits written as Latin
 * ones (an Arabic keyboard types ٠–٩), so the company can dial it; empty when absent.
 *
 * @example
 * phoneNumber(' +٩٧١ ٤ ٠٠٠ ٠٠٠٠ '); // => '+971 4 000 0000'
 * phoneNumber('۰۵۰ ۱۲۳ ۴۵۶۷'); // => '050 123 4567'
 * phoneNumber(undefined); // => ''
 */
export function phoneNumber(value: string | null | undefined): string {
  return toLatinDigits(clean(value));
}
