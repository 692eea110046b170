/**
 * What the calculator needs once the visitor acts, in a chunk of its own: the engine's pricing
 * math, the address's quote (read and written), the presets' forms, the summary's figures and the
 * printable quote's toggle. The form needs only the engine's catalogue, so this loads once the page
 * has hydrated, never delaying it.
 */
export { priceQuote } from '@acme/pricing-engine';
export { fromQuery, presetForm, toEnvironment, toQuery } from './query';
export { QuoteFigures } from './QuoteFigures';
export { QuotePreview } from './QuotePreview';
