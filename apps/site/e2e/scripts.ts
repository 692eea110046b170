import { readFileSync } from 'node:fs';

/**
 * The site's client builds the tests run against, each with its manifest: the English and the
 * Arabic ones the tests serve, and the one with analytics.
 */
export const BUILDS = {
  site: new URL('../dist/client/', import.meta.url),
  arabic: new URL('../dist/client-ar/', import.meta.url),
  analytics: new URL('../.build-test-analytics/client/', import.meta.url),
} as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The address of the script that holds each of `sources`, under any query (a retry asks for the
 * file afresh): for a test to hold a script back or watch it load. A source is one of the site's
 * modules as its build manifest names it (`src/components/SiteChat.tsx`), or a pattern for a
 * library's (`/[\\/]jspdf[\\/]/`). Scripts are named by their content's hash alone, so the
 * manifest says which file is which.
 */
export function scriptOf(
  sources: string | RegExp | readonly (string | RegExp)[],
  build: URL = BUILDS.site,
): RegExp {
  const manifest = JSON.parse(
    readFileSync(new URL('.vite/manifest.json', build), 'utf8'),
  ) as Record<string, { file: string }>;
  const files = [sources].flat().flatMap((source) => {
    // A pattern stands for every module it matches (a library may span several).
    const keys = Object.keys(manifest).filter((key) =>
      typeof source === 'string' ? key === source : source.test(key),
    );
    if (keys.length === 0) throw new Error(`No script of ${build.pathname} holds ${source}`);
    return keys.map((key) => escape(manifest[key]!.file));
  });
  return new RegExp(`/(${files.join('|')})(\\?.*)?$`);
}
