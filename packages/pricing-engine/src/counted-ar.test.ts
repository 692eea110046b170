import { arabicStyleFaults, everyString } from '@acme/tooling/arabic-style';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arabicCount, type ArabicCase, type ArabicCountedNoun } from './counted-ar';
import { ARABIC_DIRHAMS } from './dirhams-ar';
import { arabicFirstHours } from './first-hours-ar';
import { ARABIC_HOURS } from './hours-ar';
import { ARABIC_ITEM_NAMES } from './item-names-ar';
import { ARABIC_EMIRATE_NAMES } from './on-demand/emirate-names-ar';
import { PACKAGES } from './packages';
import { QUOTE_LABELS_AR } from './quote-labels-ar';
import { PACKAGE_SERVICE_LEVELS } from './service-levels';
import { ARABIC_SERVICE_LEVELS, ARABIC_VISITS } from './service-levels-ar';

const CASES: readonly ArabicCase[] = ['nominative', 'accusative', 'genitive'];
const place = fc.constantFrom(...CASES);

/** A noun whose every form is a different word, so a test sees which one was taken. */
const MARKED: ArabicCountedNoun = {
  one: 'واحد-رفع-جر',
  oneAccusative: 'واحد-نصب',
  two: 'مثنى-رفع',
  twoOblique: 'مثنى-نصب-جر',
  few: 'جمع',
  many: 'مفرد-نصب',
  hundreds: 'مفرد-جر',
};

/** The word after the figure, and the figure as written (none for one and two). */
function parts(phrase: string): { figure: string | null; noun: string } {
  const match = /^(\d+) (.+)$/.exec(phrase);
  return match ? { figure: match[1]!, noun: match[2]! } : { figure: null, noun: phrase };
}

describe('arabicCount: Arabic number–noun agreement over 1–100', () => {
  it('names one and two by the noun alone, no figure, in the case of their place', () => {
    expect(CASES.map((c) => arabicCount(1, MARKED, c))).toEqual([
      MARKED.one,
      MARKED.oneAccusative,
      MARKED.one,
    ]);
    expect(CASES.map((c) => arabicCount(2, MARKED, c))).toEqual([
      MARKED.two,
      MARKED.twoOblique,
      MARKED.twoOblique,
    ]);
  });

  it('writes 3 to 10 with the figure and the plural, whatever the case', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 10 }), place, (n, c) => {
        expect(parts(arabicCount(n, MARKED, c))).toEqual({ figure: String(n), noun: MARKED.few });
      }),
    );
  });

  it('writes 11 to 99 with the figure and the accusative singular (tamyīz), whatever the case', () => {
    fc.assert(
      fc.property(fc.integer({ min: 11, max: 99 }), place, (n, c) => {
        expect(parts(arabicCount(n, MARKED, c))).toEqual({ figure: String(n), noun: MARKED.many });
      }),
    );
  });

  it('writes 100 with the figure and the genitive singular', () => {
    for (const c of CASES) expect(arabicCount(100, MARKED, c)).toBe(`100 ${MARKED.hundreds}`);
  });

  it('above 100, counts by the last two digits (103 as 3, 111 as 11, 101 and 102 as 100)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        place,
        (h, r, c) => {
          const n = h * 100 + r;
          const expected = r >= 3 && r <= 10 ? MARKED.few : r >= 11 ? MARKED.many : MARKED.hundreds;
          expect(parts(arabicCount(n, MARKED, c))).toEqual({ figure: String(n), noun: expected });
        },
      ),
    );
  });

  it('over 1–10,000, follows the five classes of the grammar (the noun after n by n mod 100)', () => {
    // The rule, as Arabic grammar states it: 1 and 2 alone (the noun, no figure); otherwise the
    // last two digits: 3–10 the plural, 11–99 the accusative singular, 0, 1, 2 (100, 101, 1,000…)
    // the genitive singular.
    const nounAfter = (n: number): string => {
      const r = n % 100;
      if (r >= 3 && r <= 10) return MARKED.few;
      if (r >= 11) return MARKED.many;
      return MARKED.hundreds;
    };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), place, (n, c) => {
        const phrase = arabicCount(n, MARKED, c);
        if (n <= 2) expect(parts(phrase).figure).toBeNull();
        else expect(parts(phrase)).toEqual({ figure: String(n), noun: nounAfter(n) });
      }),
    );
  });

  it('counts every hour from 1 to 100 in Arabic words', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), place, (n, c) => {
        const phrase = arabicCount(n, ARABIC_HOURS, c);
        // Latin digits, and only from three on.
        expect(/\d/.test(phrase)).toBe(n >= 3);
        expect(phrase).not.toMatch(/[\u0660-\u0669]/);
        expect(phrase).toMatch(/^(\d+ )?(ساعة|ساعات|ساعتان|ساعتين)( واحدة)?$/);
      }),
    );
  });
});

/** The accusative of an indefinite singular, by the rule of its spelling (ألف تنوين النصب). */
function accusativeOf(genitive: string): string {
  return /(ة|ى|ا|اء)$/.test(genitive) ? genitive : `${genitive}\u064Bا`;
}

describe.each([
  ['ARABIC_HOURS', ARABIC_HOURS],
  ['ARABIC_DIRHAMS', ARABIC_DIRHAMS],
])('%s', (_, noun) => {
  it('writes the accusative singular as the genitive takes tanween al-fath', () => {
    expect(noun.many).toBe(accusativeOf(noun.hundreds));
  });
});

describe('the engine’s Arabic words', () => {
  const words = [
    ...everyString(QUOTE_LABELS_AR, [['Business Plus', '1,499 درهم'], [1499], ['24x7']]),
    ...Object.values(ARABIC_ITEM_NAMES),
    ...Object.values(ARABIC_EMIRATE_NAMES),
  ];

  it('keep the house style of the Arabic copy', () => {
    expect(words.length).toBeGreaterThan(40);
    for (const text of words) expect(arabicStyleFaults(text), text).toEqual([]);
  });

  it('count hours as arabicCount does', () => {
    for (const text of words) {
      for (const [phrase, figure] of text.matchAll(/(?<![\p{L}\d])(\d+) (?:ساعة|ساعات)/gu)) {
        expect(phrase).toBe(arabicCount(Number(figure), ARABIC_HOURS, 'genitive'));
      }
    }
  });
});

describe('ARABIC_SERVICE_LEVELS', () => {
  const ids = ['essential', 'business', 'enterprise'] as const;
  /** Hours after «خلال» (within): genitive. */
  const within = (hours: number) => `خلال ${arabicCount(hours, ARABIC_HOURS, 'genitive')}`;

  it('word each package’s figures, line for line with the English, as arabicCount counts', () => {
    for (const id of ids) {
      const level = PACKAGE_SERVICE_LEVELS[id];
      const expected = [
        ...(level.noc ? ['مراقبة على مدار الساعة من مركز عمليات الشبكة (NOC)'] : []),
        `الدعم عن بُعد ${within(level.remoteHours)}`,
        `الدعم في الموقع ${level.onsiteHours === null ? 'في يوم العمل التالي' : within(level.onsiteHours)}`,
        // A line of its own: the visits in the nominative.
        `${arabicCount(level.visitsPerMonth, ARABIC_VISITS, 'nominative')} شهريًا`,
      ];
      expect(ARABIC_SERVICE_LEVELS[id]).toEqual(expected);
      expect(ARABIC_SERVICE_LEVELS[id]).toHaveLength(PACKAGES[id].serviceLevels.length);
    }
  });

  it('are the quote’s service levels, one wording', () => {
    for (const id of ids)
      expect(QUOTE_LABELS_AR.serviceLevels[id]).toEqual(ARABIC_SERVICE_LEVELS[id]);
  });
});

describe('arabicFirstHours', () => {
  it('says one hour as «the first hour», never «أول ساعة واحدة», and counts the rest after «أول»', () => {
    expect(arabicFirstHours(1)).toBe('الساعة الأولى');
    expect(arabicFirstHours(1, true)).toBe('للساعة الأولى');
    expect(arabicFirstHours(2)).toBe('أول ساعتين');
    expect(arabicFirstHours(2, true)).toBe('لأول ساعتين');
    for (let n = 3; n <= 100; n++) {
      expect(arabicFirstHours(n)).toBe(`أول ${arabicCount(n, ARABIC_HOURS, 'genitive')}`);
    }
  });
});
