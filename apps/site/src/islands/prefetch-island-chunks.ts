import { ISLAND_CHUNKS_ID } from './island-ids';
import { readJsonScript } from './json-script';

/**
 * Asks the browser to fetch the chunks of the page's islands when it idles (`prefetch`, from the
 * list the prerender wrote): a tap or a scroll that hydrates an island finds its code cached, and
 * runs it only then. `crossorigin`, as a module script is fetched, so the cached copy is the one
 * the import uses.
 */
export function prefetchIslandChunks(): void {
  for (const file of readJsonScript<string[]>(ISLAND_CHUNKS_ID, [])) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.crossOrigin = 'anonymous';
    link.href = `/${file}`;
    document.head.append(link);
  }
}
