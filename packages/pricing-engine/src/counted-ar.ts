/**
 * Where a counted phrase stands in its Arabic sentence: a subject or predicate (nominative), a
 * verb's object (accusative), after a preposition or a noun it completes (genitive). Only one and
 * two take it: from three on, the number decides the noun's form.
 */
export type ArabicCase = 'nominative' | 'accusative' | 'genitive';

/**
 * A noun's forms after a number, as Arabic counts (Latin digits): one and two name the noun alone,
 * in the case of its place; 3 to 10 take its plural (genitive); 11 to 99 its singular,
 * indefinite and accusative (tamyīz); 100, 200, … its singular, indefinite and genitive. Above
 * 100 the last two digits decide (103 as 3, 111 as 11, 101 and 102 as 100).
 */
export interface ArabicCountedNoun {
  /** With «one», nominative or genitive: `ساعة واحدة`, `مستخدم واحد`. */
  readonly one: string;
  /** With «one», accusative: `ساعة واحدة`, `مستخدمًا واحدًا`. */
  readonly oneAccusative: string;
  /** The dual, nominative: `ساعتان`. */
  readonly two: string;
  /** The dual, accusative or genitive: `ساعتين`. */
  readonly twoOblique: string;
  /** The plural, after 3 to 10: `ساعات`, `مستخدمين`. */
  readonly few: string;
  /** The singular, indefinite accusative, after 11 to 99: `ساعة`, `مستخدمًا`. */
  readonly many: string;
  /** The singular, indefinite genitive, after 100, 200, … (and 0, or a fraction): `ساعة`, `مستخدم`. */
  readonly hundreds: string;
}

/**
 * A number and its noun as Arabic says them, the noun agreeing with the number (Latin digits):
 * every Arabic count of the site, the forms client and the mails is worded here. `place` is the
 * phrase's case in its sentence, which only one and two show.
 *
 * @example
 * arabicCount(1, ARABIC_HOURS, 'nominative'); // => 'ساعة واحدة'
 * arabicCount(2, ARABIC_HOURS, 'nominative'); // => 'ساعتان'
 * arabicCount(2, ARABIC_HOURS, 'genitive'); // => 'ساعتين'
 * arabicCount(4, ARABIC_HOURS, 'genitive'); // => '4 ساعات'
 * arabicCount(24, ARABIC_HOURS, 'accusative'); // => '24 ساعة'
 * arabicCount(103, ARABIC_HOURS, 'nominative'); // => '103 ساعات'
 * arabicCount(1.5, ARABIC_HOURS, 'nominative'); // => '1.5 ساعة'
 */
export function arabicCount(count: number, noun: ArabicCountedNoun, place: ArabicCase): string {
  if (count === 1) return place === 'accusative' ? noun.oneAccusative : noun.one;
  if (count === 2) return place === 'nominative' ? noun.two : noun.twoOblique;
  const lastTwo = Number.isInteger(count) ? count % 100 : 0;
  const form = lastTwo >= 3 && lastTwo <= 10 ? noun.few : lastTwo >= 11 ? noun.many : noun.hundreds;
  return `${count} ${form}`;
}
