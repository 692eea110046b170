import { pageSource } from '../../src/pages/registry';
import type { SiteRoute } from '../../src/routes/routes';

/**
 * dist/initial-chunks.json, the bundle report's data (scripts/bundle-report.mjs): what each page
 * module loads before interaction, the entry's files and then its own islands'.
 */
export function initialChunksJson(
  entryFiles: readonly string[],
  pages: ReadonlyMap<SiteRoute, readonly string[]>,
): string {
  return JSON.stringify(
    Object.fromEntries(
      [...pages].map(([route, files]) => [pageSource(route.kind), [...entryFiles, ...files]]),
    ),
    null,
    2,
  );
}
