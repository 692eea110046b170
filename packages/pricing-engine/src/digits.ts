/**
 * Eastern Arabic-Indic digits (٠–٩, what an Arabic keyboard types, U+0660–0669), the Arabic
 * decimal (٫) and thousands (٬) separators, and the Persian digits (۰–۹, U+06F0–06F9).
 */
const FOREIGN = /[\u0660-\u0669\u066b\u066c\u06f0-\u06f9]/g;

/** Both scripts' zeros (U+0660, U+06F0) are multiples of 16: a digit's value is its code mod 16. */
function latin(character: string): string {
  if (character === '\u066b') return '.';
  if (character === '\u066c') return '';
  return String(character.charCodeAt(0) % 16);
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
 * toLatinDigits('٥٪'); // => '5٪'
 */
export function toLatinDigits(text: string): string {
  return text.replace(FOREIGN, latin);
}
