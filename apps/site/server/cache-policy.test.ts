import { describe, expect, it } from 'vitest';
import { CHECKLIST_PDF_PATH } from '../src/catalogue/checklist';
import { CACHE_CONTROL, cacheControlFor } from './cache-policy';

describe('cacheControlFor', () => {
  it.each([
    ['/assets/B2x9QpA1.js', CACHE_CONTROL.immutable],
    ['/assets/PricingPage-BEmdZM4l.css', CACHE_CONTROL.immutable],
    [CHECKLIST_PDF_PATH, CACHE_CONTROL.revalidate],
    ['/index.html', CACHE_CONTROL.page],
    ['/pricing/index.html', CACHE_CONTROL.page],
    ['/sitemap.xml', CACHE_CONTROL.revalidate],
  ])('%s → %s', (path, expected) => {
    expect(cacheControlFor(path)).toBe(expected);
  });

  it('keeps hashed files a year and never caches a page without asking', () => {
    expect(CACHE_CONTROL.immutable).toMatch(/max-age=31536000.*immutable/);
    expect(CACHE_CONTROL.page).toBe('no-cache');
    expect(CACHE_CONTROL.revalidate).toMatch(/must-revalidate/);
  });
});
