import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { render } from '../../src/entry-server';
import { entryLoaderHtml } from '../../src/head/entry-loader';
import type { SiteRoute } from '../../src/routes/routes';
import { ISLAND_CHUNKS_ID } from '../../src/islands/island-ids';
import { jsonScript } from '../../src/islands/json-script';
import { islandsOfPage, type PageChunks } from './chunks';

/** Where a route's page is written under dist/client: `index.html` in its path's folder. */
export const pageFile = (client: string, path: string) =>
  path === '/' ? join(client, 'index.html') : join(client, path, 'index.html');

/**
 * The client build's `index.html` with Vite's entry script replaced by the entry loader, which
 * imports it after the first paint, and without Vite's `modulepreload` links, which would request
 * the entry's imports before it (the entry imports them itself). Throws on a template without an
 * entry script, so a change in how Vite writes it fails the build rather than the pages.
 */
export function withEntryLoader(template: string): string {
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/.exec(template);
  const src = entry?.[1];
  if (!entry || !src)
    throw new Error('The client build\'s index.html has no <script type="module" src=…>');
  // A function, so that no `$` in the loader's text is read as a replacement pattern.
  return template
    .replace(entry[0], () => entryLoaderHtml(src))
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}

/**
 * Renders every route into the client build's `index.html` template: its head, the list of its
 * islands' chunks (which the entry prefetches after the first paint), its styles and its HTML,
 * with the entry loader ({@link withEntryLoader}): nothing is requested before the first paint.
 * Returns what each route loads before interaction beside the entry's files (the chunks of the
 * islands it hydrates as they come into view).
 */
export async function writePages(
  client: string,
  template: string,
  routes: readonly SiteRoute[],
  chunks: PageChunks,
): Promise<Map<SiteRoute, string[]>> {
  const shell = withEntryLoader(template);
  const initialFiles = new Map<SiteRoute, string[]>();
  for (const route of routes) {
    const { html, styles, head } = await render(route);
    const { initial, later } = chunks.islandFiles(islandsOfPage(html));
    initialFiles.set(route, initial);
    const islandChunks = jsonScript(ISLAND_CHUNKS_ID, [...initial, ...later]);
    // Functions, so that no `$` in the page's text is read as a replacement pattern.
    const page = shell
      .replace('<!--app-head-->', () => `${head}\n    ${islandChunks}\n    ${styles}`)
      .replace('<!--app-html-->', () => html);
    const file = pageFile(client, route.path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, page);
  }
  return initialFiles;
}
