import { CHECKLIST_NAME_AR, NETWORK_ERROR_AR } from '@acme/forms-client/ar-terms';
import { FORM_MESSAGES_AR } from '@acme/forms-client/ar';
import {
  ARABIC_EMIRATE_NAMES,
  ARABIC_ITEM_NAMES,
  QUOTE_LABELS_AR,
  arabicAfterHours,
  arabicCount,
  type ArabicCountedNoun,
} from '@acme/pricing-engine';
import { arabicStyleFaults, everyString } from '@acme/tooling/arabic-style';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numbersIn } from '../numbers-in';
import { BOOKING, ON_DEMAND_PAGE } from './booking';
import { BOOKING_TERMS } from './booking-terms';
import { SMB_FROM } from '../../catalogue/smb-packages';
import { ROUTE_DESCRIPTIONS } from './descriptions';
import { FOOTER } from './footer';
import { CLIENT_UNAVAILABLE } from './form-messages';
import * as TERMS from './glossary';
import * as NOUNS from './nouns';
import { PACKAGE_COPY } from './packages';
import { QUOTE_DOCUMENT, QUOTE_FOLLOW_UP } from './quote';
import { SMB_LINK } from './smb-packages';
import { ROUTE_NAMES } from './route-names';
import { SHELL } from './shell';

/** Every Arabic content module, and its English twin where it has one. */
const ARABIC = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], {
  eager: true,
});
const ENGLISH = import.meta.glob<Record<string, unknown>>(['../en/*.ts', '!../en/*.test.ts'], {
  eager: true,
});

/**
 * What a function of the copy is called with: every argument a count, at each place of the
 * counting rule (1, 2, 3–10, 11–99, 100, above 100), or every argument a word.
 */
const SAMPLES: readonly (readonly unknown[])[] = [
  ...[1, 2, 3, 10, 11, 24, 99, 100, 101, 103, 111].map((n) => [n, n, n, n]),
  ['نص', 'نص', 'نص', 'نص'],
  ['remote'],
  ['onsite'],
];

/** The site's own words (the glossary's lists for the tests left out), then the packages'. */
const SITE_TEXTS = Object.entries(ARABIC).flatMap(([path, module]) =>
  everyString(
    path === './glossary.ts'
      ? { ...module, TERM_FORMS: [], OBJECT_VERBS: [] }
      : path === './nouns.ts'
        ? {}
        : module,
    SAMPLES,
  ),
);
const PACKAGE_TEXTS = everyString(
  [
    QUOTE_LABELS_AR,
    ARABIC_ITEM_NAMES,
    ARABIC_EMIRATE_NAMES,
    FORM_MESSAGES_AR,
    NETWORK_ERROR_AR,
    CHECKLIST_NAME_AR,
  ],
  [['Business Plus', '1,499 درهم'], ['24x7'], ['8x5']],
);
const TEXTS = [...new Set([...SITE_TEXTS, ...PACKAGE_TEXTS])];

const IN_WORD = '[\\p{L}\\p{M}]';
/** A term as a word of its own: not inside another word, but after a clitic (و، ف، ب، ل، ك). */
const asWord = (term: string) => `(?<!${IN_WORD})(?:[وفبلك])?${term}(?!${IN_WORD})`;

describe('every Arabic string of the site, the forms, the engine’s quote words', () => {
  it('is read from every module', () => {
    expect(SITE_TEXTS.length).toBeGreaterThan(1000);
    expect(PACKAGE_TEXTS.length).toBeGreaterThan(80);
  });

  it('keeps the house style: ـًا, يُرجى, لل, Arabic punctuation, no adjective after an abbreviation', () => {
    const faults = TEXTS.flatMap((text) => arabicStyleFaults(text).map((f) => `${f} in ${text}`));
    expect(faults).toEqual([]);
  });

  // One word per idea: each of these is another wording of a glossary term or a shared message.
  it.each([
    ['the network error', /خطأ في الشبكة|خطأ في الاتصال(?! بالشبكة)/u, NETWORK_ERROR_AR],
    ['the Sharjah office', /مختبر التقنية|مختبر(?:نا|ه) التقني/u, TERMS.technologyLab],
    ['the checklist', /قائمة التحقق (?:من|الخاصة ب(?!عقد الصيانة السنوي))/u, TERMS.checklist],
    // «الأمن» alone reads as guarding in the UAE.
    [
      'security services',
      new RegExp(
        `${asWord('(?:ال|ل)أمن')}(?! السيبراني)|أمن تقنية المعلومات|خدمات الأمن(?! السيبراني)`,
        'u',
      ),
      TERMS.cybersecurity,
    ],
    ['“for general information”', /للعلم العام/u, 'لأغراض إعلامية عامة'],
    ['“affiliations”', /الانتماءات/u, 'العضويات'],
    ['“at your door”', /عند بابك/u, 'إلى مقر عملك'],
    ['a rule as a sign', /ساعات العمل ×/u, 'بمعامل'],
    ['“unlimited”', /دون حدود/u, TERMS.unlimited],
    ['the after-hours rule', /زيادة خارج ساعات العمل/u, arabicAfterHours(1.5)],
  ])('says %s one way', (_idea, variant, instead) => {
    expect(
      TEXTS.filter((text) => variant.test(text)),
      `write ${instead}`,
    ).toEqual([]);
  });

  it('puts a term in the accusative straight after a verb that takes it as its object', () => {
    const wrong = TERMS.TERM_FORMS.filter(
      ({ nominative, accusative }) => accusative !== undefined && accusative !== nominative,
    ).flatMap(({ nominative }) =>
      TERMS.OBJECT_VERBS.map(
        (verb) =>
          new RegExp(`(?<!${IN_WORD})${verb}(?: (?:لنا|إلينا|لك))? ${asWord(nominative)}`, 'u'),
      ),
    );
    expect(wrong.length).toBeGreaterThan(20);
    for (const pattern of wrong) {
      expect(
        TEXTS.filter((text) => pattern.test(text)),
        String(pattern),
      ).toEqual([]);
    }
  });

  it('never follows an indefinite term with a definite word (an adjective must agree)', () => {
    for (const { nominative } of TERMS.TERM_FORMS.filter((term) => term.nominative.includes(' '))) {
      const pattern = new RegExp(`${asWord(nominative)} ال`, 'u');
      expect(
        TEXTS.filter((text) => pattern.test(text)),
        nominative,
      ).toEqual([]);
    }
  });

  it('says the network error as the forms client does, everywhere', () => {
    expect([SHELL.networkError, QUOTE_DOCUMENT.networkError, CLIENT_UNAVAILABLE]).toEqual(
      Array(3).fill(NETWORK_ERROR_AR),
    );
    expect(FORM_MESSAGES_AR.forms.contact.network).toBe(NETWORK_ERROR_AR);
  });
});

/** The accusative of an indefinite singular, by the rule of its spelling (ألف تنوين النصب). */
const accusativeOf = (word: string) => (/(ة|ى|ا|اء)$/.test(word) ? word : `${word}\u064Bا`);
const accusativeOfPhrase = (phrase: string) => phrase.split(' ').map(accusativeOf).join(' ');

describe('the glossary’s forms', () => {
  it('write each accusative as its nominative takes tanween al-fath', () => {
    expect(TERMS.assessmentAccusative).toBe(
      TERMS.assessment.replace(/^\S+ \S+/, (head) => accusativeOfPhrase(head)),
    );
    for (const { nominative, accusative } of TERMS.TERM_FORMS) {
      if (accusative && !nominative.includes(' '))
        expect(accusative).toBe(accusativeOf(nominative));
    }
  });

  it('name the checklist with the glossary’s AMC', () => {
    expect(TERMS.checklist).toContain(TERMS.amc);
  });
});

/**
 * Words the copy counts that are no noun of `nouns.ts` (a page's own, or said in words of the
 * English copy's figures): their forms, for the check below.
 */
const MORE_NOUNS: Record<string, ArabicCountedNoun> = {
  devices: {
    one: 'جهاز واحد',
    oneAccusative: 'جهازًا واحدًا',
    two: 'جهازان',
    twoOblique: 'جهازين',
    few: 'أجهزة',
    many: 'جهازًا',
    hundreds: 'جهاز',
  },
  months: {
    one: 'شهر واحد',
    oneAccusative: 'شهرًا واحدًا',
    two: 'شهران',
    twoOblique: 'شهرين',
    few: 'أشهر',
    many: 'شهرًا',
    hundreds: 'شهر',
  },
  days: {
    one: 'يوم واحد',
    oneAccusative: 'يومًا واحدًا',
    two: 'يومان',
    twoOblique: 'يومين',
    few: 'أيام',
    many: 'يومًا',
    hundreds: 'يوم',
  },
  minutes: {
    one: 'دقيقة واحدة',
    oneAccusative: 'دقيقة واحدة',
    two: 'دقيقتان',
    twoOblique: 'دقيقتين',
    few: 'دقائق',
    many: 'دقيقة',
    hundreds: 'دقيقة',
  },
  years: {
    one: 'سنة واحدة',
    oneAccusative: 'سنة واحدة',
    two: 'سنتان',
    twoOblique: 'سنتين',
    few: 'سنوات',
    many: 'سنة',
    hundreds: 'سنة',
  },
  stores: {
    one: 'متجر واحد',
    oneAccusative: 'متجرًا واحدًا',
    two: 'متجران',
    twoOblique: 'متجرين',
    few: 'متاجر',
    many: 'متجرًا',
    hundreds: 'متجر',
  },
  sites: {
    one: 'موقع واحد',
    oneAccusative: 'موقعًا واحدًا',
    two: 'موقعان',
    twoOblique: 'موقعين',
    few: 'مواقع',
    many: 'موقعًا',
    hundreds: 'موقع',
  },
};
const COUNTED: Record<string, ArabicCountedNoun> = {
  // The nouns, not the phrases built on them (firstHours).
  ...(Object.fromEntries(
    Object.entries(NOUNS).filter(([, value]) => typeof value === 'object'),
  ) as Record<string, ArabicCountedNoun>),
  ...MORE_NOUNS,
};

describe('every Arabic count', () => {
  it('has nouns whose forms follow the spelling of their case', () => {
    for (const [name, noun] of Object.entries(COUNTED)) {
      expect(noun.many, name).toBe(accusativeOf(noun.hundreds));
      expect(noun.oneAccusative, name).toBe(accusativeOfPhrase(noun.one));
    }
  });

  it('agrees with its number as arabicCount words it (1, 2, 3–10, 11–99, 100+)', () => {
    const nounOf = new Map(
      Object.values(COUNTED).flatMap((noun) =>
        [noun.few, noun.many, noun.hundreds, noun.two, noun.twoOblique].map(
          (form) => [form, noun] as const,
        ),
      ),
    );
    const counts = TEXTS.flatMap((text) =>
      [...text.matchAll(/(?<![\p{L}\p{N}.,:/×-])(\d[\d,]*) ([\p{L}\p{M}]+)/gu)].flatMap(
        ([phrase, figure, word]) => {
          const noun = nounOf.get(word!);
          return noun ? [{ phrase, n: Number(figure!.replace(/,/g, '')), noun, text }] : [];
        },
      ),
    );
    expect(counts.length).toBeGreaterThan(100);
    for (const { phrase, n, noun, text } of counts) {
      // From 3 on the number decides the form; one and two are written in words.
      expect(phrase, text).toBe(arabicCount(n, noun, 'genitive'));
    }
  });
});

/** How Arabic counts hours, from the rule: nominative or after a preposition. */
function hoursByRule(n: number, place: 'nominative' | 'genitive'): string {
  if (n === 1) return 'ساعة واحدة';
  if (n === 2) return place === 'nominative' ? 'ساعتان' : 'ساعتين';
  const lastTwo = n % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return `${n} ساعات`;
  return `${n} ساعة`;
}

describe('the booking’s hours, from 1 to 100', () => {
  const hours = fc.integer({ min: 1, max: 100 });

  it('say a number of hours on its own, and after «الحد الأدنى», in the nominative', () => {
    fc.assert(
      fc.property(hours, (n) => {
        expect(BOOKING_TERMS.hoursButton(n)).toBe(hoursByRule(n, 'nominative'));
        expect(BOOKING_TERMS.minimumHours(n)).toBe(`الحد الأدنى ${hoursByRule(n, 'nominative')}`);
        expect(BOOKING.quote.base(n, 'remote')).toContain(`(${hoursByRule(n, 'nominative')}،`);
      }),
    );
  });

  it('say the hours the base rate covers after «لأول», in the genitive', () => {
    fc.assert(
      fc.property(hours, (n) => {
        // One hour is «the first hour», never «أول ساعة واحدة».
        expect(ON_DEMAND_PAGE.rates('450 درهم', n, '200 درهم', 1.5)).toMatch(
          new RegExp(
            `^${n === 1 ? 'للساعة الأولى' : `لأول ${hoursByRule(n, 'genitive')}`}: 450 درهم؛`,
          ),
        );
      }),
    );
  });

  it('say the after-hours rule as a sentence, and the last booking as the time booked for', () => {
    expect(ON_DEMAND_PAGE.rates('450 درهم', 2, '200 درهم', 1.5)).toMatch(
      /؛ ويُحتسب السعر بمعامل 1\.5 خارج ساعات العمل\.$/,
    );
    expect(BOOKING.lastBooking('AC-7Q4K2M', 'الأحد 14:00')).toBe(
      'آخر حجز: AC-7Q4K2M لموعد الأحد 14:00 بتوقيت دبي',
    );
  });
});

/**
 * A module's exports but those with no English words to compare: the ui components' labels (the
 * components' own English stands) and the engine's quote words (an English label may print the
 * engine's value as it is, `8x5`, where the Arabic words it).
 */
const comparable = ({ UI_LABELS: _ui, QUOTE_WORDS: _quote, ...rest }: Record<string, unknown>) =>
  rest;

describe('the figures of every Arabic module', () => {
  // The figures rule (translations.test) for the modules it does not list: a number written in
  // digits is one the English says too, for the same arguments.
  it.each(Object.keys(ARABIC).filter((path) => `../en/${path.slice(2)}` in ENGLISH))(
    '%s writes no number its English twin does not',
    (path) => {
      const english = comparable(ENGLISH[`../en/${path.slice(2)}`]!);
      const arabic = comparable(ARABIC[path]!);
      for (const sample of SAMPLES) {
        const en = numbersIn(everyString(english, [sample]));
        const ar = numbersIn(everyString(arabic, [sample]));
        expect(
          [...ar].filter((number) => !en.has(number)),
          String(sample),
        ).toEqual([]);
      }
    },
  );
});

/**
 * The noun after an amount of dirhams, by the grammar of Arabic counting: after 3–10 (and 103–110,
 * …) the plural, after 11–99 (and 111–199, …) the accusative singular, after 100, 1,000 and 101,
 * 102 (last two digits 0, 1, 2) the genitive singular.
 */
function dirhamsByRule(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return 'دراهم';
  if (lastTwo >= 11) return 'درهمًا';
  return 'درهم';
}

describe('money in a running sentence', () => {
  /** An amount and its noun: «249 درهمًا», «1,005 دراهم», «999 درهم». */
  const AMOUNT = /(?<![\d,(])(\d{1,3}(?:,\d{3})*) (درهمًا|دراهم|درهم)(?!\p{L})/gu;
  /** The words around an amount that make it part of a sentence, not a tag or a table cell. */
  const BEFORE = new Set(['من', 'بمبلغ', 'قدرها', 'ثم']);
  const AFTER = /^(?:لأول|للساعة|للزيارة|لكل)$/u;

  it('counts the dirham as Arabic counts: the noun agrees with the last two digits', () => {
    const faults: string[] = [];
    for (const text of TEXTS) {
      for (const match of text.matchAll(AMOUNT)) {
        const [phrase, figure, noun] = match;
        const n = Number(figure!.replaceAll(',', ''));
        const before = text.slice(0, match.index).trim().split(/\s+/).at(-1) ?? '';
        const after =
          text
            .slice(match.index + phrase.length)
            .trim()
            .split(/\s+/)[0] ?? '';
        // After a colon, an amount is a list's price tag («الخوادم: 350 درهم لكل خادم»).
        const inASentence = BEFORE.has(before) || (!before.endsWith(':') && AFTER.test(after));
        // A counted noun is always right by the rule; the unit label «درهم» only in a tag or a cell.
        if ((noun !== 'درهم' || inASentence) && noun !== dirhamsByRule(n)) {
          faults.push(`${before} ${phrase} ${after} (${dirhamsByRule(n)})`);
        }
      }
    }
    expect(faults).toEqual([]);
  });

  it('counts where the amount is in a sentence, and makes a tag of it where the budget says so', () => {
    // Counted: the packages' and the small-business pages' «ابتداءً من …», the meta description.
    expect(SMB_LINK.link).toContain(`من ${SMB_FROM} ${dirhamsByRule(SMB_FROM)} شهريًا`);
    expect(ROUTE_DESCRIPTIONS['smb-packages']).toContain(
      `تبدأ من ${SMB_FROM} ${dirhamsByRule(SMB_FROM)} شهريًا`,
    );
    // Tags after a colon: the on-demand rates and the quote's comparison.
    expect(ON_DEMAND_PAGE.rates('350 درهم', 2, '150 درهم', 1.5)).toMatch(
      /^لأول ساعتين: 350 درهم؛ لكل ساعة إضافية: 150 درهم؛ /u,
    );
    expect(ON_DEMAND_PAGE.travel('100 درهم')).toMatch(/: 100 درهم\.$/u);
    expect(QUOTE_LABELS_AR.comparison.customCheaper('249 درهم')).toMatch(/: 249 درهم\.$/u);
  });
});

describe('one wording, from one place', () => {
  it('the SLA page’s short name: the footer, the breadcrumb and the AMC page', () => {
    expect(FOOTER.links.sla).toBe(TERMS.slaAndEscalation);
    expect(ROUTE_NAMES.sla.breadcrumb).toBe(TERMS.slaAndEscalation);
  });

  it('the packages’ service levels: the packages page and the quote', () => {
    for (const id of ['essential', 'business', 'enterprise'] as const) {
      expect(PACKAGE_COPY[id].serviceLevels).toEqual(QUOTE_LABELS_AR.serviceLevels[id]);
    }
  });

  it('the custom quote’s heading: the follow-up and the document', () => {
    expect(QUOTE_FOLLOW_UP.customQuote.title).toBe(TERMS.customQuote);
    expect(QUOTE_DOCUMENT.title).toBe(TERMS.customQuote);
  });

  it('the after-hours rule in the booking’s quote, «غير مطبّق» agreeing with its head noun', () => {
    const rule = BOOKING_TERMS.afterHours(1.5);
    expect(rule).toBe(arabicAfterHours(1.5));
    // A feminine head noun (ending in ة) takes «مطبّقة», a masculine one «مطبّق».
    const head = rule.split(' ')[0]!;
    expect(BOOKING.quote.notApplied(rule)).toBe(
      `${rule} (غير ${head.endsWith('ة') ? 'مطبّقة' : 'مطبّق'})`,
    );
  });

  it('the first hours of a rate: «الساعة الأولى» for one, never «أول ساعة واحدة»', () => {
    expect(ON_DEMAND_PAGE.rates('450 درهم', 1, '200 درهم', 1.5)).toMatch(/^للساعة الأولى: /u);
    expect(ON_DEMAND_PAGE.rates('450 درهم', 2, '200 درهم', 1.5)).toMatch(/^لأول ساعتين: /u);
    expect(TEXTS.filter((text) => text.includes('أول ساعة واحدة'))).toEqual([]);
  });
});
