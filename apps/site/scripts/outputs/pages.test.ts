import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { routeById } from '../../src/routes/routes';
import type { PageChunks } from './chunks';
import { entryLoaderHtml } from '../../src/head/entry-loader';
import { pageFile, withEntryLoader, writePages } from './pages';

/** The client build's index.html as Vite writes it: the entry script and its preloads in the head. */
const VITE_TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
    <script type="module" crossorigin src="/assets/abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/def.js">
    <link rel="modulepreload" crossorigin href="/assets/ghi.js">
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>
`;

describe('how a page starts its code', () => {
  const client = mkdtempSync(join(tmpdir(), 'site-pages-'));
  afterAll(() => rmSync(client, { recursive: true, force: true }));

  it("through the entry loader, with nothing requested before the first paint; the islands' chunks are listed for later", async () => {
    const chunks: PageChunks = {
      entryFiles: ['assets/abc.js'],
      islandFiles: () => ({
        initial: ['assets/jkl.js', 'assets/mno.js'],
        later: ['assets/pqr.js'],
      }),
    };
    const route = routeById('pricing');
    const initial = await writePages(client, VITE_TEMPLATE, [route], chunks);
    const html = readFileSync(pageFile(client, route.path), 'utf8');
    // The entry is named for the loader to import after the paint; no tag requests a module.
    expect(html).toContain(entryLoaderHtml('/assets/abc.js'));
    expect(html).not.toMatch(/<script\b[^>]*\ssrc=|<link rel="modulepreload"|rel="prefetch"/);
    // The islands' chunks, those hydrating in view as those an action needs, are listed for the
    // entry to prefetch after the first paint.
    const listed = html.match(
      /<script type="application\/json" id="island-chunks">(.*?)<\/script>/,
    );
    expect(JSON.parse(listed?.[1] ?? 'null')).toEqual([
      'assets/jkl.js',
      'assets/mno.js',
      'assets/pqr.js',
    ]);
    // What the page loads before interaction is still reported: the islands that hydrate in view.
    expect(initial.get(route)).toEqual(['assets/jkl.js', 'assets/mno.js']);
  });

  it('fails on a template whose entry script it cannot find', () => {
    expect(() => withEntryLoader('<html><head></head></html>')).toThrow(/no <script/);
  });
});
