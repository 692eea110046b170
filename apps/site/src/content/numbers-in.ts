/**
 * The numbers a text writes in digits, of any script (Latin, Eastern Arabic), thousands
 * separators taken out: what a translation must take from its English original, never retype.
 *
 * @example
 * [...numbersIn(['AED 1,499 for 8 hours', '24/7'])]; // => ['1499', '8', '24', '7']
 */
export function numbersIn(texts: readonly string[]): Set<string> {
  return new Set(
    texts.flatMap((text) =>
      (text.match(/\p{Nd}[\p{Nd},.]*\p{Nd}|\p{Nd}/gu) ?? []).map((number) =>
        number.replace(/,/g, ''),
      ),
    ),
  );
}
