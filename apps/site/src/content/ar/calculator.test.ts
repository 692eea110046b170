import {
  ADDON_CATALOGUE,
  COUNT_FIELDS,
  LICENSE_CATALOGUE,
  PRESETS,
  priceQuote,
  quoteLayoutWith,
  type LayoutRow,
  type QuoteLayout,
} from '@acme/pricing-engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as en from '../en/quote';
import { BOOKING, ON_DEMAND_PAGE } from './booking';
import { BOOKING_TERMS } from './booking-terms';
import { CALCULATOR } from './calculator';
import { MANAGED_PACKAGES } from './managed-packages';
import * as TERMS from './glossary';
import { money } from './money';
import * as ar from './quote';

/** Eastern Arabic (٠–٩) and Persian (۰–۹) digits: the site prints Latin digits only. */
const NON_LATIN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/;
const ARABIC_LETTER = /[\u0621-\u064A]/;

/** Every text of a module: its strings, and what its functions say for sample arguments. */
function textsOf(value: unknown, sample: readonly unknown[]): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    return textsOf((value as (...args: readonly unknown[]) => unknown)(...sample), sample);
  }
  if (value && typeof value === 'object')
    return Object.values(value).flatMap((v) => textsOf(v, sample));
  return [];
}

const rows = (layout: QuoteLayout): LayoutRow[] => [
  ...layout.estimate.lines,
  ...layout.estimate.vatLines,
  ...layout.suggestedPackage.lines,
  ...layout.charts.byPart.bars,
];
const figure = (text: string) => text.replace(/[^\d-]/g, '');

describe('the Arabic calculator and booking', () => {
  it('say every text in Arabic, with Latin digits', () => {
    const modules = [
      CALCULATOR,
      MANAGED_PACKAGES,
      BOOKING,
      BOOKING_TERMS,
      ON_DEMAND_PAGE,
      ar.QUOTE_FOLLOW_UP,
      ar.QUOTE_DOCUMENT,
    ];
    // A function's arguments: the first id, count, amount or name it could be given.
    for (const sample of [['smallOffice'], [2, '150 درهم', 3, 1.5], ['remote']] as const) {
      for (const text of modules.flatMap((module) => textsOf(module, sample))) {
        expect(text).not.toMatch(NON_LATIN_DIGIT);
      }
    }
    for (const text of textsOf(CALCULATOR, ['numUsers'])) expect(text).toMatch(ARABIC_LETTER);
  });

  it('name every count field, add-on, licence, preset and emirate in Arabic', () => {
    for (const { id } of [...COUNT_FIELDS, ...ADDON_CATALOGUE, ...LICENSE_CATALOGUE]) {
      expect(CALCULATOR.form.item(id)).toMatch(ARABIC_LETTER);
    }
    const presets = Object.values(PRESETS).map((preset) => CALCULATOR.form.presetName(preset.id));
    expect(new Set(presets).size).toBe(presets.length);
    // A preset's name keeps its figures: `10-User Office` is an office of 10.
    for (const preset of Object.values(PRESETS)) {
      const figures = preset.label.match(/\d+/g) ?? [];
      for (const n of figures) expect(CALCULATOR.form.presetName(preset.id)).toContain(n);
    }
  });

  it('word a quote with the glossary’s terms', () => {
    expect(ar.QUOTE_WORDS.steps.vat).toBe(TERMS.vat);
    expect(ar.QUOTE_WORDS.item('numServers')).toBe(TERMS.servers);
    expect(ar.QUOTE_WORDS.item('numUsers')).toBe(TERMS.users);
    expect(ar.QUOTE_WORDS.packageLines.networkDevices).toBe(TERMS.networkDevices);
    expect(ar.QUOTE_WORDS.comparison.same).toContain(TERMS.sla);
    expect(money(1499)).toContain(TERMS.aed);
    for (const name of Object.values(TERMS.packageNames)) {
      expect(ar.QUOTE_WORDS.suggestedPackage(name)).toContain(name);
    }
  });

  it.each(Object.values(PRESETS))(
    'prices the $id preset to the same amounts as the English site',
    ({ environment }) => {
      const quote = priceQuote(environment);
      const arabic = rows(quoteLayoutWith(quote, ar.QUOTE_WORDS));
      const english = rows(quoteLayoutWith(quote, en.QUOTE_WORDS));
      expect(arabic.map((row) => row.amount)).toEqual(english.map((row) => row.amount));
      expect(arabic.map((row) => figure(row.value))).toEqual(
        english.map((row) => figure(row.value)),
      );
      expect(arabic.at(0)?.value).toBe(money(english.at(0)?.amount ?? 0));
    },
  );

  it('prints any amount as English does, in Latin digits followed by درهم', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e7, max: 1e7 }), (amount) => {
        expect(figure(money(amount))).toBe(figure(en.QUOTE_WORDS.money(amount)));
        expect(money(amount)).toMatch(/^(\u200E-)?\d{1,3}(,\d{3})* درهم$/);
      }),
    );
  });
});
