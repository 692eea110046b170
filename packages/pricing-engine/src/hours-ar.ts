import type { ArabicCountedNoun } from './counted-ar';

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
