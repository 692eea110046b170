import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { IndexHtmlTransformResult, Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { documentLanguage } from '../../vite.config';
import * as ar from './ar/typeface';
import * as en from './en/typeface';

const source = join(import.meta.dirname, '..');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /(?<!\.test)\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The build's index.html as the language's build writes it: its `<html>` and its head's tags. */
async function documentOf(language: 'en' | 'ar') {
  const plugin: Plugin = documentLanguage(language);
  const transform = plugin.transformIndexHtml as (
    html: string,
  ) => Promise<IndexHtmlTransformResult>;
  const result = await transform('<!doctype html><html lang="en"><head></head></html>');
  if (typeof result === 'string' || Array.isArray(result))
    throw new Error('html and tags expected');
  return result;
}

describe('the typeface', () => {
  it('costs English pages nothing: no rule, no font', async () => {
    expect(en.TYPEFACE_CSS).toBe('');
    const { html, tags } = await documentOf('en');
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(tags).toEqual([]);
  });

  it('gives Arabic pages the Arabic faces systems ship with, before the theme stack, loading no font', async () => {
    const css = ar.TYPEFACE_CSS;
    expect(css).not.toMatch(/@font-face|woff|url\(/);
    // One Arabic face of each platform: Apple, Android, Windows.
    for (const face of ['"SF Arabic"', '"Noto Sans Arabic"', '"Segoe UI"'])
      expect(css).toContain(face);
    expect(css).toMatch(/body\{font-family:"SF Arabic"[^}]*system-ui/);
    // In the document's head, from the first paint, not in a script.
    const { html, tags } = await documentOf('ar');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(tags).toEqual([{ tag: 'style', children: css, injectTo: 'head' }]);
  });

  it('installs no web font package', () => {
    const importers = sourcesUnder(source).filter((file) =>
      readFileSync(file, 'utf8').includes('@fontsource/'),
    );
    expect(importers.map((file) => relative(source, file))).toEqual([]);
  });
});
