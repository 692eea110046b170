import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { render } from '../../src/entry-server';
import type { SiteRoute } from '../../src/routes/routes';
import type { PageChunks } from './chunks';

/** Where a route's page is written under dist/client: `index.html` in its path's folder. */
export const pageFile = (client: string, path: string) =>
  path === '/' ? join(client, 'index.html') : join(client, path, 'index.html');

/**
 * Renders every route into the client build's `index.html` template: its head, the preload list of
 * its page's own chunks, its styles and its HTML. Returns how many pages it wrote.
 */
export async function writePages(
  client: string,
  template: string,
  routes: readonly SiteRoute[],
  chunks: PageChunks,
): Promise<number> {
  for (const route of routes) {
    const { html, styles, head } = await render(route);
    // The page's own chunks load with the entry, not after it has run.
    const preloads = chunks
      .pageFiles(route.kind)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('\n    ');
    const page = template
      .replace('<!--app-head-->', `${head}\n    ${preloads}\n    ${styles}`)
      .replace('<!--app-html-->', html);
    const file = pageFile(client, route.path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, page);
  }
  return routes.length;
}
