import { type ArabicCountedNoun, ARABIC_HOURS, arabicCount } from '@acme/pricing-engine';
import type { ReplyPromise } from '../contract/reply-promise';

/**
 * «Business day» as Arabic counts it (see `arabicCount`): the noun «يوم» with «عمل» completing it.
 *
 * @example
 * ARABIC_BUSINESS_DAYS.few; // => 'أيام عمل'
 * replyWithinArabic({ kind: 'business-days', days: 3 }); // => '3 أيام عمل'
 */
export const ARABIC_BUSINESS_DAYS: ArabicCountedNoun = {
  one: 'يوم عمل واحد',
  oneAccusative: 'يوم عمل واحدًا',
  two: 'يوما عمل',
  twoOblique: 'يومي عمل',
  few: 'أيام عمل',
  many: 'يوم عمل',
  hundreds: 'يوم عمل',
};

/**
 * A promise's time in Arabic, as the pages say it after «خلال» (so in the genitive).
 *
 * @example
 * replyWithinArabic({ kind: 'hours', hours: 24 }); // => '24 ساعة'
 * replyWithinArabic({ kind: 'business-days', days: 1 }); // => 'يوم عمل واحد'
 */
export function replyWithinArabic(promise: ReplyPromise): string {
  return promise.kind === 'hours'
    ? arabicCount(promise.hours, ARABIC_HOURS, 'genitive')
    : arabicCount(promise.days, ARABIC_BUSINESS_DAYS, 'genitive');
}
