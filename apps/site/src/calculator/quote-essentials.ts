/**
 * What a quote needs as soon as there is one: the engine's pricing math, the summary's figures and
 * the printable quote's toggle. A chunk of its own: the calculator's form needs only the engine's
 * catalogue, so this loads once the page has hydrated, never delaying it.
 */
export { priceQuote } from '@acme/pricing-engine';
export { QuoteFigures } from './QuoteFigures';
export { QuotePreview } from './QuotePreview';
