import {
  QUOTE_LABELS_EN,
  quoteLayoutWith,
  type Quote,
  type QuoteLabels,
} from '@acme/pricing-engine';

/** What the quote message is made from. */
export interface QuoteSummary {
  readonly quote: Quote;
  readonly notes?: string;
  readonly page: string;
}

/**
 * A quote as readable lines, in the order and words of its one layout (`quoteLayout`): the
 * environment as it was counted, support hours, chosen add-ons and licences, the quote's own price
 * lines with VAT and the annual total, the suggested package and the comparison. Both a quote
 * request and the copy the server mails a visitor are worded by it.
 *
 * @example
 * quoteText(priceQuote({ numUsers: 16 })).slice(12, 16); // => ['Monthly estimate', '- Users: 16 × AED 125 — AED 2,000', '- Subtotal — AED 2,000', '- Discount (5%) — -AED 100']
 */
export function quoteText(quote: Quote, labels: QuoteLabels = QUOTE_LABELS_EN): string[] {
  // Given the words rather than a language, so that a page of one language carries no other's.
  const { environment, estimate, suggestedPackage, comparison } = quoteLayoutWith(quote, labels);
  return [
    environment.title,
    ...[...environment.counts, environment.supportHours].map(
      (row) => `- ${row.term}: ${row.value}`,
    ),
    ...environment.extras.map((row) => `${row.term}: ${row.value}`),
    '',
    estimate.title,
    ...[...estimate.lines, ...estimate.vatLines].map((row) => `- ${row.term} — ${row.value}`),
    estimate.note,
    suggestedPackage.summary,
    comparison,
  ];
}

/**
 * The readable text block a quote request carries: the {@link quoteText}, the visitor's notes
 * and the page address.
 *
 * @example
 * quoteMessage({ quote: priceQuote({}), notes: ' ', page: '/pricing' }).split('\n').slice(-2); // => ['Notes: (none)', 'Page: /pricing']
 */
export function quoteMessage({ quote, notes, page }: QuoteSummary): string {
  return [...quoteText(quote), '', `Notes: ${notes?.trim() || '(none)'}`, `Page: ${page}`].join(
    '\n',
  );
}
