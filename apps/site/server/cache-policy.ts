// How long browsers and CDNs may keep each kind of file: one rule set for the production server,
// the static host's _headers and the nginx configuration.
import { CHECKLIST_PDF_PATH } from '../src/catalogue/checklist';

/** The Cache-Control values the site uses. */
export const CACHE_CONTROL = {
  /** A file whose name carries its content hash: a new version has a new name. */
  immutable: 'public, max-age=31536000, immutable',
  /** A page: kept, but asked about again every time, so a deploy shows at once. */
  page: 'no-cache',
  /** A file with a fixed name: an hour, then asked about again. */
  revalidate: 'public, max-age=3600, must-revalidate',
} as const;

/** Files under /assets/ whose names carry no hash; the spec keeps the checklist at its path. */
export const UNHASHED_ASSETS: readonly string[] = [CHECKLIST_PDF_PATH];

/**
 * The Cache-Control of a public path.
 *
 * @example
 * cacheControlFor('/assets/B2x9QpA1.js'); // => 'public, max-age=31536000, immutable'
 * cacheControlFor('/assets/it-amc-checklist.pdf'); // => 'public, max-age=3600, must-revalidate'
 * cacheControlFor('/pricing/index.html'); // => 'no-cache'
 * cacheControlFor('/robots.txt'); // => 'public, max-age=3600, must-revalidate'
 */
export function cacheControlFor(path: string): string {
  if (UNHASHED_ASSETS.includes(path)) return CACHE_CONTROL.revalidate;
  if (path.startsWith('/assets/')) return CACHE_CONTROL.immutable;
  if (path.endsWith('.html') || path.endsWith('/')) return CACHE_CONTROL.page;
  return CACHE_CONTROL.revalidate;
}
