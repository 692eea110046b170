/** Eastern Arabic (٠–٩) and Persian (۰–۹) digits, and the Arabic decimal and thousands separators. */
const FOREIGN = /[\u0660-\u0669\u066b\u066c\u06f0-\u06f9]/g;

/**
 * Typed text as a number input takes it: Eastern Arabic and Persian digits as Latin ones (both
 * scripts' zeros are multiples of 16), the Arabic decimal separator as `.`, the Arabic thousands
 * separator left out. The input's twin of the pricing engine's `toLatinDigits`, which reads what
 * the input holds (this package depends on no other).
 *
 * @example
 * latinDigits('٢٥'); // => '25'
 * latinDigits('۱٬۲۰۰٫۵'); // => '1200.5'
 * latinDigits('12'); // => '12'
 */
export function latinDigits(text: string): string {
  return text.replace(FOREIGN, (character) =>
    character === '\u066b'
      ? '.'
      : character === '\u066c'
        ? ''
        : String(character.charCodeAt(0) % 16),
  );
}
