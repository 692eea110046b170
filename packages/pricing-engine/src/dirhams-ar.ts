import { arabicCount, type ArabicCase, type ArabicCountedNoun } from './counted-ar';
import { LRM, wholeDirhams } from './format';

/**
 * «Dirham» as Arabic counts it (see {@link arabicCount}): an amount in a running sentence
 * (`formatAEDArabicCounted`): «249 درهمًا», «1,005 دراهم», «1,000 درهم». A price tag or a table
 * cell keeps the unchanging unit label of `formatAEDArabic` («249 درهم»), as UAE price lists do.
 *
 * @example
 * arabicCount(5, ARABIC_DIRHAMS, 'genitive'); // => '5 دراهم'
 */
export const ARABIC_DIRHAMS: ArabicCountedNoun = {
  one: 'درهم واحد',
  oneAccusative: 'درهمًا واحدًا',
  two: 'درهمان',
  twoOblique: 'درهمين',
  few: 'دراهم',
  many: 'درهمًا',
  hundreds: 'درهم',
};

/**
 * `formatAEDArabic` for an amount in a running Arabic sentence: the same whole dirhams, the
 * noun agreeing with the number as {@link arabicCount} counts ({@link ARABIC_DIRHAMS}: after 3–10
 * and 103–110… «دراهم», after 11–99 and 111–199… «درهمًا», after 100, 1,000… and 101, 102…
 * «درهم»; one and two as the noun alone, in the case of `place`). A price tag or a table cell keeps
 * `formatAEDArabic`'s unit label.
 *
 * @example
 * formatAEDArabicCounted(249, 'genitive'); // => '249 درهمًا'
 * formatAEDArabicCounted(1005, 'nominative'); // => '1,005 دراهم'
 * formatAEDArabicCounted(1000, 'genitive'); // => '1,000 درهم'
 * formatAEDArabicCounted(101, 'genitive'); // => '101 درهم'
 * formatAEDArabicCounted(2, 'genitive'); // => 'درهمين'
 */
export function formatAEDArabicCounted(amount: number, place: ArabicCase): string {
  const { digits, negative } = wholeDirhams(amount);
  const whole = Number(digits.replaceAll(',', ''));
  const phrase = arabicCount(whole, ARABIC_DIRHAMS, place);
  const figure = String(whole);
  const sign = negative ? `${LRM}-` : '';
  return phrase.startsWith(`${figure} `)
    ? `${sign}${digits}${phrase.slice(figure.length)}`
    : `${sign}${phrase}`;
}
