import { arabicCount, type ArabicCountedNoun } from './counted-ar';

/**
 * «Hour» as Arabic counts it (see {@link arabicCount}): the booking's hours, the forms' longest
 * booking and the mails' estimate all count with it.
 *
 * @example
 * ARABIC_HOURS.few; // => 'ساعات'
 * arabicCount(3, ARABIC_HOURS, 'genitive'); // => '3 ساعات'
 */
export const ARABIC_HOURS: ArabicCountedNoun = {
  one: 'ساعة واحدة',
  oneAccusative: 'ساعة واحدة',
  two: 'ساعتان',
  twoOblique: 'ساعتين',
  few: 'ساعات',
  many: 'ساعة',
  hundreds: 'ساعة',
};

/**
 * «The first N hours» of a rate, after the preposition لِ when `for` is set: one is «الساعة
 * الأولى» (never «أول ساعة واحدة»), then «أول ساعتين», «أول 3 ساعات» (genitive after «أول»).
 *
 * @example
 * arabicFirstHours(1); // => 'الساعة الأولى'
 * arabicFirstHours(1, true); // => 'للساعة الأولى'
 * arabicFirstHours(2, true); // => 'لأول ساعتين'
 */
export function arabicFirstHours(count: number, forThem = false): string {
  if (count === 1) return forThem ? 'للساعة الأولى' : 'الساعة الأولى';
  return `${forThem ? 'ل' : ''}أول ${arabicCount(count, ARABIC_HOURS, 'genitive')}`;
}
