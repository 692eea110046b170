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

/** How a message's first line names its lead's reference: `Reference: AC-XXXXXX`. */
const REFERENCE_LINE = 'Reference: ';

/**
 * A message that names its lead's reference on its first line, for a form whose fields the
 * specification fixes (the quote request). {@link referenceFromMessage} reads it back.
 *
 * @example
 * withReferenceLine('Environment', 'AC-7Q4K2M'); // => 'Reference: AC-7Q4K2M\nEnvironment'
 */
export function withReferenceLine(message: string, reference: string): string {
  return `${REFERENCE_LINE}${reference}\n${message}`;
}

/**
 * The reference a message names on its first line (`Reference: AC-XXXXXX`, following
 * {@link REFERENCE_PATTERN}), else `null`: what a service keys a quote request by.
 *
 * @example
 * referenceFromMessage('Reference: AC-7Q4K2M\nEnvironment'); // => 'AC-7Q4K2M'
 * referenceFromMessage('Reference: AC-7Q4K2O\nEnvironment'); // => null
 * referenceFromMessage('Environment\nReference: AC-7Q4K2M'); // => null
 */
export function referenceFromMessage(message: string): string | null {
  const [first = ''] = message.split('\n', 1);
  if (!first.startsWith(REFERENCE_LINE)) return null;
  const reference = first.slice(REFERENCE_LINE.length).trimEnd();
  return REFERENCE_PATTERN.test(reference) ? reference : null;
}

/**
 * A value that is a lead reference (e.g. a service answer's `reference`), else `undefined`.
 *
 * @example
 * validReference('AC-7Q4K2M'); // => 'AC-7Q4K2M'
 * validReference('AC-7q4k2m'); // => undefined
 * validReference(42); // => undefined
 */
export function validReference(value: unknown): string | undefined {
  return typeof value === 'string' && REFERENCE_PATTERN.test(value) ? value : undefined;
}
