/**
 * What the calculator needs once the visitor acts, in a chunk of its own: the engine's pricing
 * math, the presets' forms, the summary's figures and the printable quote's toggle. The form needs
 * only the engine's catalogue and the address's quote, so this loads once the page has hydrated,
 * never delaying it.
 */
export { priceQuote } from '@acme/pricing-engine';
export { presetForm } from './preset-form';
export { QuoteFigures } from './QuoteFigures';
export { QuotePreview } from './QuotePreview';
