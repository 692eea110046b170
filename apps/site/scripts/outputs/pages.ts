import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { render } from '../../src/entry-server';
import type { SiteRoute } from '../../src/routes/routes';
import { ISLAND_CHUNKS_ID } from '../../src/islands/island-ids';
import { jsonScript } from '../../src/islands/json-script';
import { islandsOfPage, type PageChunks } from './chunks';

/** Where a route's page is written under dist/client: `index.html` in its path's folder. */
export const pageFile = (client: string, path: string) =>
  path === '/' ? join(client, 'index.html') : join(client, path, 'index.html');

/**
 * The fetch priority of the modules every page loads as it starts: the entry script and the
 * modules Vite preloads with it. The first paint needs none of them (the HTML is prerendered, its
 * styles are inline), so they load at a priority that does not compete with the document.
 */
export const MODULE_FETCH_PRIORITY = 'low';

/**
 * The client build's `index.html` with Vite's entry script and its `modulepreload` links at
 * {@link MODULE_FETCH_PRIORITY}; throws on a template without an entry script, so a change in
 * how Vite writes it fails the build rather than the priority.
 */
export function withModulePriority(template: string): string {
  if (!/<script type="module"[^>]*\ssrc=/.test(template))
    throw new Error('The client build\'s index.html has no <script type="module" src=…>');
  const priority = ` fetchpriority="${MODULE_FETCH_PRIORITY}"`;
  return template
    .replace(/<script type="module"(?![^>]*fetchpriority)/g, `<script type="module"${priority}`)
    .replace(
      /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
      `<link rel="modulepreload"${priority}`,
    );
}

/**
 * Renders every route into the client build's `index.html` template: its head, the list of its
 * islands' chunks (which the entry prefetches after the first paint: nothing but the entry is
 * requested before it), its styles and its HTML; the entry and its preloads at
 * {@link MODULE_FETCH_PRIORITY}. Returns what each route loads before interaction beside the
 * entry's files (the chunks of the islands it hydrates as they come into view).
 */
export async function writePages(
  client: string,
  template: string,
  routes: readonly SiteRoute[],
  chunks: PageChunks,
): Promise<Map<SiteRoute, string[]>> {
  const shell = withModulePriority(template);
  const initialFiles = new Map<SiteRoute, string[]>();
  for (const route of routes) {
    const { html, styles, head } = await render(route);
    const { initial, later } = chunks.islandFiles(islandsOfPage(html));
    initialFiles.set(route, initial);
    const islandChunks = jsonScript(ISLAND_CHUNKS_ID, [...initial, ...later]);
    const page = shell
      .replace('<!--app-head-->', `${head}\n    ${islandChunks}\n    ${styles}`)
      .replace('<!--app-html-->', html);
    const file = pageFile(client, route.path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, page);
  }
  return initialFiles;
}
