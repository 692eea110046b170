import { loadOnce } from '../lazy/load-once';
import { retryableImport } from '../lazy/retryable-import';
import type * as QuoteEssentials from './quote-essentials';

/**
 * Loads what a quote needs at once (its math, figures and preview toggle): the calculator starts
 * it after hydration, and a Calculate made before it arrives shows the price when it does.
 */
export const loadQuoteEssentials: () => Promise<typeof QuoteEssentials> = loadOnce(
  retryableImport(() => import('./quote-essentials')),
);
