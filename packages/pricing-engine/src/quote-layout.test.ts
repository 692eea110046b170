import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { environment } from '../test/arbitraries';
import { priceQuote } from './quote';
import { quoteLayout } from './quote-layout';

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
});
