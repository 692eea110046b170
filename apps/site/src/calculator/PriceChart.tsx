import type { LayoutRow, QuoteLayout } from '@acme/pricing-engine';
import { BarChart, type BarTone, type ChartBar } from '@acme/ui';

/** A layout's priced row as a bar: its words, its value, its amount. */
const bar = (row: LayoutRow, tone: BarTone): ChartBar => ({
  label: row.term,
  value: row.value,
  amount: row.amount ?? 0,
  tone,
});

/**
 * The price at a glance, as the quote's layout has it: the monthly total by part (the discount as
 * a saving) and the custom total against the suggested package's. Every figure is also text, in
 * the chart and in the lines beside it. `blockProps` go on each chart (the PDF export keeps each
 * one whole).
 */
export function PriceChart({
  charts,
  blockProps,
}: {
  charts: QuoteLayout['charts'];
  blockProps?: { readonly [attribute: `data-${string}`]: string };
}) {
  return (
    <>
      <BarChart
        {...blockProps}
        title={charts.byPart.title}
        bars={charts.byPart.bars.map((row) =>
          bar(row, row.kind === 'discount' ? 'success' : 'primary'),
        )}
      />
      <BarChart
        {...blockProps}
        title={charts.against.title}
        // The custom estimate first, in the main colour; the package second, to compare with.
        bars={charts.against.bars.map((row, index) =>
          bar(row, index === 0 ? 'primary' : 'secondary'),
        )}
      />
    </>
  );
}
