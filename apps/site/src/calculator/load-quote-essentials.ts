import { loadOnce } from '../lazy/load-once';
import { retryableImport } from '../lazy/retryable-import';
import type * as Essentials from './quote-essentials';

/** The calculator's code for when the visitor acts (see `quote-essentials`). */
export type QuoteEssentials = typeof Essentials;

/**
 * Loads what the calculator needs once the visitor acts (the quote's math and figures, the presets'
 * forms): the calculator starts it after hydration; a Calculate made before it arrives is priced
 * when it does, and a preset chosen before it is filled then.
 */
export const loadQuoteEssentials: () => Promise<QuoteEssentials> = loadOnce(
  retryableImport(() => import('./quote-essentials')),
);
