import { quoteLayoutWith, type Quote, type QuoteLayout } from '@acme/pricing-engine';
import { QUOTE_WORDS } from '@content/quote';

/**
 * A quote as the site shows it, in the build's language: the engine's one layout in this
 * language's words (the Arabic build's `@content/quote` has the Arabic ones, and carries no
 * English words of a quote, nor the English build Arabic ones).
 */
export function layoutOf(quote: Quote): QuoteLayout {
  return quoteLayoutWith(quote, QUOTE_WORDS);
}
