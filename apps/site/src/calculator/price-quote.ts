/**
 * The engine's pricing math, a chunk of its own: the calculator's form needs only the engine's
 * catalogue, so the math loads once the page has hydrated, never delaying it.
 */
export { priceQuote } from '@acme/pricing-engine';
