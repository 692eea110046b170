import type { Quote } from '@acme/pricing-engine';
import { BarChart } from '@acme/ui';

/**
 * The price at a glance: the monthly total by part (the discount as a saving) and the custom
 * total against the suggested package's. Every figure is also text, in the chart and in the
 * lines beside it. `blockProps` go on each chart (the PDF export keeps each one whole).
 */
export function PriceChart({
  quote,
  blockProps,
}: {
  quote: Quote;
  blockProps?: { readonly [attribute: `data-${string}`]: string };
}) {
  const pkg = quote.suggestedPackage;
  return (
    <>
      <BarChart
        {...blockProps}
        title="Monthly total by part"
        bars={quote.parts.map((part) => ({
          label: part.label,
          value: part.value,
          amount: part.amount,
          tone: part.kind === 'discount' ? 'success' : 'primary',
        }))}
      />
      <BarChart
        {...blockProps}
        title={`Your estimate against ${pkg.name}`}
        bars={[
          { label: 'Custom estimate', value: quote.lines.at(-1)!.value, amount: quote.total },
          {
            label: `${pkg.name} package`,
            value: pkg.lines.at(-1)!.value,
            amount: pkg.total,
            tone: 'secondary',
          },
        ]}
      />
    </>
  );
}
