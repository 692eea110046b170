import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { withoutScripts, writeScriptFreeTwin } from './script-free-twin.mjs';

const PAGE = [
  '<!doctype html><html><head>',
  '<link rel="modulepreload" crossorigin href="/assets/a.js">',
  '<link rel="stylesheet" href="/assets/site.css">',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script type="module" crossorigin src="/assets/b.js"></script>',
  '</head><body><h1>IT support</h1>',
  '<script type="application/json" id="island-props">{"a":1}</script>',
  '<SCRIPT>console.log("<b>")</SCRIPT>',
  '<a href="/pricing">Pricing</a></body></html>',
].join('\n');

describe('a page without script', () => {
  it('keeps no script of any type and nothing that preloads one', () => {
    const html = withoutScripts(PAGE);
    expect(html).not.toMatch(/<script|modulepreload/i);
  });

  it('keeps the styles, the copy and the links', () => {
    const html = withoutScripts(PAGE);
    for (const kept of ['href="/assets/site.css"', '<h1>IT support</h1>', '<a href="/pricing">'])
      expect(html).toContain(kept);
  });
});

describe('a build’s script-free twin', () => {
  it('serves each page, compressed as the build serves it, without its scripts', () => {
    const build = mkdtempSync(join(tmpdir(), 'twin-build-'));
    mkdirSync(join(build, 'client', 'pricing'), { recursive: true });
    mkdirSync(join(build, 'server'));
    writeFileSync(join(build, 'client', 'pricing', 'index.html'), PAGE);
    writeFileSync(join(build, 'client', 'pricing', 'index.html.br'), 'the original, compressed');
    writeFileSync(join(build, 'server', 'serve.js'), '// the server');
    const twin = join(build, 'twin');

    writeScriptFreeTwin(build, twin);

    const page = join(twin, 'client', 'pricing', 'index.html');
    expect(readFileSync(page, 'utf8')).toBe(withoutScripts(PAGE));
    expect(brotliDecompressSync(readFileSync(`${page}.br`)).toString()).toBe(withoutScripts(PAGE));
    expect(gunzipSync(readFileSync(`${page}.gz`)).toString()).toBe(withoutScripts(PAGE));
    expect(readFileSync(join(twin, 'server', 'serve.js'), 'utf8')).toBe('// the server');
    expect(readFileSync(join(build, 'client', 'pricing', 'index.html'), 'utf8')).toBe(PAGE);
  });
});
