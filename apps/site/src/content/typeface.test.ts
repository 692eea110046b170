import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import * as ar from './ar/typeface';
import * as en from './en/typeface';

const source = join(import.meta.dirname, '..');

/** The CSS a global style component puts in a page's head. */
function cssOf(Style: ComponentType): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(createElement(Style)));
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /(?<!\.test)\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the typeface', () => {
  it('costs English pages nothing: no font face, no file, nothing to preload', () => {
    expect(cssOf(en.TypefaceStyle)).not.toMatch(/@font-face|woff|Arabic/i);
    expect(en.TYPEFACE_PRELOADS).toEqual([]);
  });

  it('gives Arabic pages the Arabic faces systems ship with, before the theme stack, loading no font', () => {
    const css = cssOf(ar.TypefaceStyle);
    expect(css).not.toMatch(/@font-face|woff|url\(/);
    // One Arabic face of each platform: Apple, Android, Windows.
    for (const face of ['"SF Arabic"', '"Noto Sans Arabic"', '"Segoe UI"'])
      expect(css).toContain(face);
    expect(css).toMatch(/body\{font-family:"SF Arabic"[^}]*system-ui/);
    expect(ar.TYPEFACE_PRELOADS).toEqual([]);
  });

  it('installs no web font package', () => {
    const importers = sourcesUnder(source).filter((file) =>
      readFileSync(file, 'utf8').includes('@fontsource/'),
    );
    expect(importers.map((file) => relative(source, file))).toEqual([]);
  });
});
