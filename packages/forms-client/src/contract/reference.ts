/**
 * The characters of a lead reference: digits and capitals without the ones a reader mixes up
 * (0/O, 1/I/L, U/V), so a reference read out on the phone is understood.
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';

/**
 * A lead reference, as a confirmation shows it: `AC-` and six characters of
 * {@link REFERENCE_ALPHABET}.
 *
 * @example
 * REFERENCE_PATTERN.test('AC-7Q4K2M'); // => true
 * REFERENCE_PATTERN.test('AC-7Q4K2O'); // => false
 */
export const REFERENCE_PATTERN = /^AC-[2-9A-HJKMNP-TW-Z]{6}$/;

/**
 * A new lead reference, from a cryptographic source (the browser's and Node's `crypto`), so
 * one visitor cannot guess another's.
 *
 * @example
 * REFERENCE_PATTERN.test(makeReference()); // => true
 * makeReference(() => new Uint8Array(6)); // => 'AC-222222'
 */
export function makeReference(
  randomBytes: (length: number) => Uint8Array = (length) =>
    crypto.getRandomValues(new Uint8Array(length)),
): string {
  const characters = Array.from(
    randomBytes(6),
    (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length],
  );
  return `AC-${characters.join('')}`;
}
