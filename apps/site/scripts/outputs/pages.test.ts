import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { routeById } from '../../src/routes/routes';
import type { PageChunks } from './chunks';
import { MODULE_FETCH_PRIORITY, pageFile, withModulePriority, writePages } from './pages';

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

/** Every tag of a page that loads a module: the entry script and each modulepreload link. */
const moduleTags = (html: string) =>
  html.match(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g) ?? [];

describe('the priority of the modules a page loads before it hydrates', () => {
  const client = mkdtempSync(join(tmpdir(), 'site-pages-'));
  afterAll(() => rmSync(client, { recursive: true, force: true }));

  it('is low, so that they do not compete with the first paint', () => {
    expect(MODULE_FETCH_PRIORITY).toBe('low');
  });

  it('is set on the entry script and its preloads; the chunks of every island are listed for later', async () => {
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
    const tags = moduleTags(html);
    // The entry and Vite's two preloads: nothing else is requested before the first paint.
    expect(tags).toHaveLength(3);
    for (const tag of tags) expect(tag).toContain(` fetchpriority="${MODULE_FETCH_PRIORITY}"`);
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
    expect(html).not.toContain('rel="prefetch"');
    // What the page loads before interaction is still reported: the islands that hydrate in view.
    expect(initial.get(route)).toEqual(['assets/jkl.js', 'assets/mno.js']);
  });

  it('is set once, and only on module tags', () => {
    const once = withModulePriority(VITE_TEMPLATE);
    expect(withModulePriority(once)).toBe(once);
    expect(once.match(/fetchpriority=/g)).toHaveLength(3);
    expect(once).toContain('<meta charset="UTF-8" />');
  });

  it('fails on a template whose entry script it cannot find', () => {
    expect(() => withModulePriority('<html><head></head></html>')).toThrow(/no <script/);
  });
});
