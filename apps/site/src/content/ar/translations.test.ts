import { PACKAGES } from '@acme/pricing-engine';
import { describe, expect, it } from 'vitest';
import { SMB_KITS, SMB_PACKAGES } from '../../catalogue/smb-packages';
import * as arAmc from './amc';
import * as arCareers from './careers';
import * as arChecklist from './checklist';
import * as arContact from './contact';
import * as arFormFields from './form-fields';
import * as arOnDemand from './on-demand-offers';
import * as arPackages from './packages';
import * as arPolicies from './policies';
import * as arRfi from './rfi';
import * as arSla from './sla';
import * as arSmb from './smb-packages';
import * as enAmc from '../en/amc';
import * as enCareers from '../en/careers';
import * as enChecklist from '../en/checklist';
import * as enContact from '../en/contact';
import * as enFormFields from '../en/form-fields';
import * as enOnDemand from '../en/on-demand-offers';
import * as enPackages from '../en/packages';
import * as enPolicies from '../en/policies';
import * as enRfi from '../en/rfi';
import * as enSla from '../en/sla';
import * as enSmb from '../en/smb-packages';
import * as TERMS from './glossary';
import { numbersIn } from '../numbers-in';

/** Each page module of this change, in English and in Arabic. */
const MODULES: Record<string, [en: Record<string, unknown>, ar: Record<string, unknown>]> = {
  packages: [enPackages, arPackages],
  'on-demand-offers': [enOnDemand, arOnDemand],
  'smb-packages': [enSmb, arSmb],
  amc: [enAmc, arAmc],
  sla: [enSla, arSla],
  policies: [enPolicies, arPolicies],
  checklist: [enChecklist, arChecklist],
  careers: [enCareers, arCareers],
  contact: [enContact, arContact],
  rfi: [enRfi, arRfi],
  'form-fields': [enFormFields, arFormFields],
};

/** What a function of the copy is called with to see its words: a figure for every argument. */
const SAMPLE_ARGUMENTS = [7, 7, 7];

/** The copy as a tree of its shape: keys, array lengths, function arities (words left out). */
function shapeOf(value: unknown): unknown {
  if (typeof value === 'string') return 'string';
  if (typeof value === 'function') return `function/${value.length}`;
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, shapeOf(item)]),
    );
  }
  return value;
}

/** Every string of the copy, with each function called on sample figures. */
function stringsOf(value: unknown, path = ''): [path: string, text: string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    return stringsOf((value as (...args: number[]) => unknown)(...SAMPLE_ARGUMENTS), `${path}()`);
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => stringsOf(item, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, `${path}.${key}`));
  }
  return [];
}

const ARABIC_LETTER = /[\u0621-\u064A]/;

/**
 * Latin words an Arabic sentence may keep: product and brand names, the package names (Latin on
 * invoices and contracts), and file formats. Abbreviations in capitals (SLA, NOC, P1, RFI) are kept
 * by the rule below.
 */
const KEPT_LATIN = new Set([
  ...Object.values(TERMS.packageNames).flatMap((name) => name.split(' ')),
  ...SMB_PACKAGES.flatMap((plan) => plan.name.split(' ')),
  'Wi-Fi',
  'Microsoft',
  'Windows',
  'Cisco',
  'LinkedIn',
  'Word',
  'Park',
  'Acme',
  'Services',
]);

/** The Latin words of a text that are neither kept names nor abbreviations in capitals. */
function untranslatedWords(text: string): string[] {
  const words = text.match(/[A-Za-z][A-Za-z-]*/g) ?? [];
  return words.filter((word) => /[a-z]/.test(word) && !KEPT_LATIN.has(word));
}

describe.each(Object.entries(MODULES))('the Arabic %s module', (_name, [en, ar]) => {
  it('exports what the English one does, in the same shape', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    expect(shapeOf(ar)).toEqual(shapeOf(en));
  });

  it('is Arabic: every sentence in Arabic letters, no English word left but names', () => {
    const strings = stringsOf(ar);
    expect(strings.length).toBeGreaterThan(0);
    for (const [path, text] of strings) {
      expect(untranslatedWords(text), `${path}: ${text}`).toEqual([]);
      // A string without an Arabic letter is a figure, a mark or a code (38%, ×1.5, L1, '.').
      if (!ARABIC_LETTER.test(text)) expect(text, path).toMatch(/^[^a-z]{0,12}$/);
    }
  });

  // A figure is the English copy's, never retyped differently: an Arabic text may write a number
  // in words (ساعة واحدة, يومَا عمل), but a number it writes in digits (of any script) is one the
  // English copy has.
  it('writes no number the English one does not', () => {
    const numbersOf = (copy: unknown) => numbersIn(stringsOf(copy).map(([, text]) => text));
    const english = numbersOf(en);
    expect([...numbersOf(ar)].filter((number) => !english.has(number))).toEqual([]);
  });
});

/** Every amount of dirhams a text names: `AED 1,499` in English, `1,499 درهم` in Arabic. */
function amounts(texts: readonly string[], language: 'en' | 'ar'): number[] {
  const pattern = language === 'en' ? /AED ([\d,]+)/g : new RegExp(`([\\d,]+) ${TERMS.aed}`, 'g');
  return texts
    .flatMap((text) =>
      [...text.matchAll(pattern)].map((match) => Number(match[1]?.replace(/,/g, ''))),
    )
    .sort((a, b) => a - b);
}

/** The texts of the package pages as the pages show them, kit descriptions included. */
function packageTexts(
  packages: typeof enPackages | typeof arPackages,
  onDemand: typeof enOnDemand | typeof arOnDemand,
  smb: typeof enSmb | typeof arSmb,
): string[] {
  return [
    ...stringsOf(packages.PACKAGE_COPY),
    ...stringsOf(onDemand.ON_DEMAND_OFFERS),
    ...stringsOf(packages.COMPARISON_ROWS),
    ...stringsOf(smb.SMB_COPY),
    ...stringsOf(smb.SMB_LINK),
    ...SMB_KITS.map((kit): [string, string] => [
      kit.id,
      smb.SMB_PAGE.kitDescription('', kit.price),
    ]),
  ].map(([, text]) => text);
}

describe('the package pages in both languages', () => {
  const en = amounts(packageTexts(enPackages, enOnDemand, enSmb), 'en');
  const ar = amounts(packageTexts(arPackages, arOnDemand, arSmb), 'ar');

  it('show the same prices, every one of them', () => {
    expect(en.length).toBeGreaterThan(30);
    expect(ar).toEqual(en);
  });

  it('show each managed package at the engine’s price', () => {
    for (const id of ['essential', 'business', 'enterprise'] as const) {
      expect(amounts([arPackages.PACKAGE_COPY[id].price], 'ar')).toEqual([PACKAGES[id].base]);
      expect(amounts([enPackages.PACKAGE_COPY[id].price], 'en')).toEqual([PACKAGES[id].base]);
    }
  });

  it('print amounts with Latin digits and grouped thousands', () => {
    expect(arPackages.PACKAGE_COPY.enterprise.price).toBe(
      `${PACKAGES.enterprise.base.toLocaleString('en-US')} ${TERMS.aed}`,
    );
  });
});

describe('the Arabic legal texts', () => {
  it('say near the top that the English text prevails', () => {
    expect(arSla.SLA_PAGE.translationNotice).toBe(TERMS.englishPrevails);
    expect(arPolicies.POLICY_PAGE.translationNotice).toBe(TERMS.englishPrevails);
    expect(enSla.SLA_PAGE.translationNotice).toBe('');
    expect(enPolicies.POLICY_PAGE.translationNotice).toBe('');
  });

  it('print the privacy policy’s dates in Arabic, with Latin digits', () => {
    expect(arPolicies.PRIVACY.effective).toMatch(/^23 \S+ 2023$/);
    expect(arPolicies.PRIVACY.effective).toMatch(ARABIC_LETTER);
    expect(arPolicies.PRIVACY.updated).toMatch(/^30 \S+ 2025$/);
  });
});

describe('the Arabic checklist page', () => {
  it('says beside the PDF that the PDF is in English', () => {
    expect(arChecklist.CHECKLIST_PAGE.pdfLanguage).toMatch(/PDF.*الإنجليزية/);
    expect(enChecklist.CHECKLIST_PAGE.pdfLanguage).toBe('');
  });
});
