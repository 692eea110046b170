import { hydrateLater } from '../lazy/hydrate-later';

/**
 * Where a small business finds its plans: a static paragraph, hydrated after the page that shows
 * it, so its price list is not code the page waits for.
 */
export const SmbPlansLink = hydrateLater(() => import('./SmbPlansLinkContent'));
