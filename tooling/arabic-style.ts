/**
 * The house style of the Arabic copy, as a careful reader of a UAE firm's Arabic expects it: one
 * spelling for each thing written two ways, and the punctuation of Arabic text. Every package that
 * writes Arabic (the site's pages, the forms' messages, the engine's quote words, the visitor
 * mails) runs its strings through {@link arabicStyleFaults} in its tests.
 */

/** A rule of the house style: what a text must not contain, and what to write instead. */
export interface ArabicStyleRule {
  readonly write: string;
  readonly pattern: RegExp;
}

/** A letter or a vowel mark: what stands inside a word. */
const IN_WORD = '[\\p{L}\\p{M}]';

export const ARABIC_STYLE_RULES: readonly ArabicStyleRule[] = [
  {
    // شهريًا, not شهرياً: the fathatan on the letter before the alif that carries it.
    write: 'tanween al-fath on the letter before its alif (ـًا), not on the alif (ـاً)',
    pattern: /ا\u064B/gu,
  },
  { write: 'يُرجى, with its damma', pattern: /يرجى/gu },
  {
    // لِـ before الـ drops the alif: للتقييم, never لالتقييم.
    write: 'لـ before الـ as لل',
    pattern: new RegExp(`(?<!${IN_WORD})(?:و|ف)?لال`, 'gu'),
  },
  {
    // (GST، UTC+4): a parenthesis of Latin text takes Latin punctuation.
    write: 'a Latin comma inside a parenthesis of Latin text',
    pattern: /\((?:[^()\u0600-\u06FF]|،)*،(?:[^()\u0600-\u06FF]|،)*\)/gu,
  },
  {
    // …طلب عروض (RFP) المتعلق ب…: the adjective belongs before the abbreviation, or the sentence
    // is said otherwise; an indefinite term cannot take a definite adjective at all.
    write: 'no definite word straight after a Latin abbreviation in parentheses',
    pattern: /\([A-Za-z0-9/+ .-]+\) ال/gu,
  },
  {
    write: 'the Arabic comma (،) between Arabic words',
    pattern: /[\u0621-\u064A\u064B-\u0652], ?[\u0621-\u064A]/gu,
  },
  {
    write: 'the Arabic semicolon (؛) between Arabic words',
    pattern: /[\u0621-\u064A\u064B-\u0652]; ?[\u0621-\u064A]/gu,
  },
  {
    write: 'the Arabic question mark (؟) after Arabic',
    pattern: /[\u0621-\u064A\u064B-\u0652]\?/gu,
  },
];

/**
 * What a text breaks of the house style: each fault as the rule and the words that break it,
 * none for a text in good style.
 *
 * @example
 * arabicStyleFaults('يُرجى المحاولة مرة أخرى.'); // => []
 * arabicStyleFaults('شهرياً'); // => ['tanween al-fath on the letter before its alif (ـًا), not on the alif (ـاً): «اً»']
 */
export function arabicStyleFaults(text: string): string[] {
  return ARABIC_STYLE_RULES.flatMap(({ write, pattern }) =>
    [...text.matchAll(pattern)].map(([found]) => `${write}: «${found}»`),
  );
}

/**
 * Every string a value holds, all the way down (object values, array items), each function
 * called with each of `samples` (a call that throws, or says something other than words, is
 * left out): how a test reads all the words of a copy module, its worded figures included.
 *
 * @example
 * everyString({ a: 'x', b: ['y', (n) => `${n} z`] }, [[1], [2]]); // => ['x', 'y', '1 z', '2 z']
 */
export function everyString(
  value: unknown,
  samples: readonly (readonly unknown[])[] = [[]],
): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    return samples.flatMap((sample) => {
      try {
        return everyString((value as (...args: unknown[]) => unknown)(...sample), samples);
      } catch {
        return [];
      }
    });
  }
  if (Array.isArray(value)) return value.flatMap((item) => everyString(item, samples));
  if (value && typeof value === 'object') {
    return Object.values(value).flatMap((item) => everyString(item, samples));
  }
  return [];
}
