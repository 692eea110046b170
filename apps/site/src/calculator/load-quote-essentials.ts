import { loadOnce } from '../lazy/load-once';
import { retryableImport } from '../lazy/retryable-import';
import type * as Essentials from './quote-essentials';

/** The calculator's code for when the visitor acts (see `quote-essentials`). */
export type QuoteEssentials = typeof Essentials;

/**
 * Loads what the calculator needs once the visitor acts (the quote's math and figures, the presets'
 * forms): the calculator starts it after hydration, and a Calculate or preset chosen before it
 * arrives is done when it does.
 */
export const loadQuoteEssentials: () => Promise<QuoteEssentials> = loadOnce(
  retryableImport(() => import('./quote-essentials')),
);
