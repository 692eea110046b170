/** Eastern Arabic (٠–٩) and Persian (۰–۹) digits, and the Arabic decimal and thousands separators. */
const FOREIGN = /[\u0660-\u066c\u06f0-\u06f9]/g;

/**
 * Typed text as a number input takes it: Eastern Arabic and Persian digits as Latin ones, the
 * Arabic decimal separator as `.`, the Arabic thousands separator left out. The input's twin of
 * the pricing engine's `toLatinDigits`, which reads what the input holds (this package depends on
 * no other).
 *
 * @example
 * latinDigits('٢٥'); // => '25'
 * latinDigits('۱٬۲۰۰٫۵'); // => '1200.5'
 * latinDigits('12'); // => '12'
 */
export function latinDigits(text: string): string {
  return text.replace(FOREIGN, (character) => {
    const code = character.charCodeAt(0);
    if (code === 0x066b) return '.';
    if (code === 0x066c) return '';
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/** True when a typed or pasted text holds an Arabic or Persian digit or separator. */
export const hasForeignDigits = (text: string) => text.search(FOREIGN) !== -1;
