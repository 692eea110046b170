/** The first code point of each script's ten digits, zero to nine in order. */
const DIGIT_ZEROS = [
  0x0660, // Eastern Arabic-Indic: ٠١٢٣٤٥٦٧٨٩, what an Arabic keyboard types
  0x06f0, // Extended (Persian/Urdu): ۰۱۲۳۴۵۶۷۸۹
] as const;

/** The Arabic decimal separator (U+066B), written `.` in Latin figures. */
const ARABIC_DECIMAL = '\u066b';
/** The Arabic thousands separator (U+066C), left out as no figure here is read with groups. */
const ARABIC_THOUSANDS = '\u066c';

const FOREIGN = /[\u0660-\u066c\u06f0-\u06f9]/g;

function latin(character: string): string {
  if (character === ARABIC_DECIMAL) return '.';
  if (character === ARABIC_THOUSANDS) return '';
  const code = character.codePointAt(0) ?? 0;
  const zero = DIGIT_ZEROS.find((start) => code >= start && code <= start + 9);
  return zero === undefined ? character : String(code - zero);
}

/**
 * A text with its Eastern Arabic (٠–٩) and Persian (۰–۹) digits written as Latin ones, the Arabic
 * decimal separator (٫) as `.` and the Arabic thousands separator (٬) left out; everything else,
 * Latin digits included, as it was. What every count, hour and phone number typed on an Arabic or
 * Persian keyboard goes through before it is read, checked, priced or sent.
 *
 * @example
 * toLatinDigits('٢٥'); // => '25'
 * toLatinDigits('۱۲'); // => '12'
 * toLatinDigits('١٬٢٥٠٫٥'); // => '1250.5'
 * toLatinDigits('+٩٧١ ٥٠ ١٢٣ ٤٥٦٧'); // => '+971 50 123 4567'
 * toLatinDigits('1,250.5 AED'); // => '1,250.5 AED'
 */
export function toLatinDigits(text: string): string {
  return text.replace(FOREIGN, latin);
}
