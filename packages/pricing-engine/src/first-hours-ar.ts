import { arabicCount } from './counted-ar';
import { ARABIC_HOURS } from './hours-ar';

/**
 * «The first N hours» of a rate (a module of its own, so that a page that counts hours but
 * names no rate loads none of it), after the preposition لِ when `for` is set: one is «الساعة
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
