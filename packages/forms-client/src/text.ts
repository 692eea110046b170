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
