import type { QuoteLanguage } from '@acme/pricing-engine';

/** The language the site shows its quotes in; the Arabic site shows them in `ar`. */
export const QUOTE_LANGUAGE: QuoteLanguage = 'en';
