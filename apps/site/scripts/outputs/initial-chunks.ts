import { pageSource } from '../../src/pages/registry';
import type { SiteRoute } from '../../src/routes/routes';
import type { PageChunks } from './chunks';

/**
 * dist/initial-chunks.json, the bundle report's data (scripts/bundle-report.mjs): what each page
 * module loads before interaction, the entry's files and then its own.
 */
export function initialChunksJson(routes: readonly SiteRoute[], chunks: PageChunks): string {
  return JSON.stringify(
    Object.fromEntries(
      routes.map((route) => [
        pageSource(route.kind),
        chunks.entryFiles.concat(chunks.pageFiles(route.kind)),
      ]),
    ),
    null,
    2,
  );
}
