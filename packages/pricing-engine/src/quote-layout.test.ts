import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { environment } from '../test/arbitraries';
import { PRESETS } from './presets';
import { priceQuote } from './quote';
import { QUOTE_LABELS, quoteLayout } from './quote-languages';
import { quoteLayoutWith, type LayoutRow, type QuoteLayout } from './quote-layout';

/** Every row of a layout, section by section. */
function rowsOf(layout: QuoteLayout): LayoutRow[] {
  return [
    ...layout.environment.counts,
    layout.environment.supportHours,
    ...layout.environment.extras,
    ...layout.estimate.lines,
    ...layout.estimate.vatLines,
    ...layout.charts.byPart.bars,
    ...layout.charts.against.bars,
    ...layout.suggestedPackage.lines,
  ];
}

/** The digits of a shown amount, with its sign: `-AED 1,500` and `‎-1,500 درهم` are both `-1500`. */
const figure = (text: string) => text.replace(/[^\d-]/g, '');

/** Eastern Arabic (٠–٩) and Persian (۰–۹) digits: never printed, in either language. */
const NON_LATIN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/;

describe('quoteLayout', () => {
  it('shows in English every line of the quote and of its package, as the quote words them', () => {
    fc.assert(
      fc.property(environment, (env) => {
        const quote = priceQuote(env);
        const layout = quoteLayout(quote, 'en');
        const shown = (rows: readonly { term: string; value: string }[]) =>
          rows.map((row) => [row.term, row.value]);
        const worded = (lines: readonly { label: string; value: string }[]) =>
          lines.map((line) => [line.label, line.value]);
        expect(shown(layout.estimate.lines)).toEqual(worded(quote.lines));
        expect(shown(layout.estimate.vatLines)).toEqual(worded(quote.vatLines));
        expect(shown(layout.charts.byPart.bars)).toEqual(worded(quote.parts));
        expect(shown(layout.suggestedPackage.lines)).toEqual(worded(quote.suggestedPackage.lines));
        expect(layout.comparison).toBe(quote.comparison.message);
        expect(layout.estimate.total.kind).toBe('total');
      }),
    );
  });

  it('lists every count, marking those of 0, then the support hours and the extras', () => {
    const layout = quoteLayout(
      priceQuote({ numUsers: 3, supportHours: '24x7', licenses: { m365Backup: true } }),
      'en',
    );
    expect(layout.environment.counts.map((row) => [row.term, row.value, row.empty])).toEqual([
      ['Users', '3', false],
      ['Servers', '0', true],
      ['Routers', '0', true],
      ['Firewalls', '0', true],
      ['Wi-Fi access points', '0', true],
      ['CCTV cameras', '0', true],
      ['Sites', '0', true],
    ]);
    expect(layout.environment.supportHours.value).toBe('24x7');
    expect(layout.environment.extras.map((row) => `${row.term}: ${row.value}`)).toEqual([
      'Add-on services: None',
      'Optional licenses: Microsoft 365 backup',
    ]);
  });

  it('is English by default, the same layout as its English labels give', () => {
    const quote = priceQuote({ numUsers: 16, numWiFi: 3 });
    expect(quoteLayout(quote)).toEqual(quoteLayout(quote, 'en'));
    expect(quoteLayoutWith(quote, QUOTE_LABELS.en)).toEqual(quoteLayout(quote, 'en'));
  });

  it('shows in Arabic the same rows, kinds and amounts as in English, in Latin digits', () => {
    fc.assert(
      fc.property(environment, (env) => {
        const quote = priceQuote(env);
        const en = rowsOf(quoteLayout(quote, 'en'));
        const ar = rowsOf(quoteLayout(quote, 'ar'));
        expect(ar.map((row) => [row.key, row.kind, row.amount, row.empty])).toEqual(
          en.map((row) => [row.key, row.kind, row.amount, row.empty]),
        );
        for (const [i, row] of ar.entries()) {
          expect(row.term + row.value).not.toMatch(NON_LATIN_DIGIT);
          if (row.amount === null) continue;
          // The same figure printed, as an Arabic amount: digits, then درهم.
          expect(figure(row.value)).toBe(figure(en[i]!.value));
          expect(row.value).toMatch(/^(\u200E-)?\d{1,3}(,\d{3})* درهم$/);
        }
        const layout = quoteLayout(quote, 'ar');
        expect(layout.language).toBe('ar');
        expect(figure(layout.comparison)).toBe(figure(quote.comparison.message));
        expect(layout.suggestedPackage.serviceLevels).toHaveLength(
          quote.suggestedPackage.serviceLevels.length,
        );
      }),
    );
  });

  it.each(Object.values(PRESETS))(
    'prices the $id preset to the same amounts in Arabic as in English',
    ({ environment: env }) => {
      const quote = priceQuote(env);
      const en = quoteLayout(quote, 'en');
      const ar = quoteLayout(quote, 'ar');
      const totals = (layout: QuoteLayout) =>
        [layout.estimate.total, ...layout.estimate.vatLines, layout.suggestedPackage.total].map(
          (row) => figure(row.value),
        );
      expect(totals(ar)).toEqual(totals(en));
      expect(ar.estimate.total.value).toBe(QUOTE_LABELS.ar.money(quote.total));
      expect(ar.estimate.total.amount).toBe(quote.total);
    },
  );

  it('names the chosen extras and support hours in Arabic, in the catalogue’s order', () => {
    const layout = quoteLayout(
      priceQuote({
        numUsers: 3,
        supportHours: '24x7',
        addons: { siteVisit: true, avMgmt: true },
        licenses: { m365Backup: true },
      }),
      'ar',
    );
    expect(layout.environment.extras.map((row) => row.value)).toEqual([
      `${QUOTE_LABELS.ar.item('avMgmt')}، ${QUOTE_LABELS.ar.item('siteVisit')}`,
      QUOTE_LABELS.ar.item('m365Backup'),
    ]);
    expect(layout.environment.supportHours.value).toBe(QUOTE_LABELS.ar.hours('24x7'));
    expect(layout.environment.counts[0]!.term).toBe(QUOTE_LABELS.ar.item('numUsers'));
  });
});

describe('QUOTE_LABELS', () => {
  /** An object's shape: its keys, recursively; a function, an array's length. */
  const shape = (value: unknown): unknown =>
    typeof value === 'function'
      ? 'function'
      : Array.isArray(value)
        ? value.length
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shape(inner)]))
          : typeof value;

  it('has the same words in Arabic as in English, each one Arabic', () => {
    expect(shape(QUOTE_LABELS.ar)).toEqual(shape(QUOTE_LABELS.en));
    const arabic = /[\u0600-\u06FF]/;
    for (const text of [
      ...Object.values(QUOTE_LABELS.ar.steps),
      ...Object.values(QUOTE_LABELS.ar.parts),
      ...Object.values(QUOTE_LABELS.ar.packageLines),
      ...Object.values(QUOTE_LABELS.ar.serviceLevels).flat(),
    ])
      expect(text).toMatch(arabic);
  });
});
