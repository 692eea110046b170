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

  it('is loaded by the Arabic build alone: only content/ar imports the font package', () => {
    // The English build resolves @content to content/en, so it reaches no module that does.
    const importers = sourcesUnder(source)
      .filter((file) => readFileSync(file, 'utf8').includes('@fontsource/'))
      .map((file) => relative(source, file));
    expect(importers).toEqual(['content/ar/typeface.ts']);
  });

  it('gives Arabic pages a self-hosted Arabic face, its Arabic subset in WOFF2, regular and bold', () => {
    const css = cssOf(ar.TypefaceStyle);
    const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(2);
    expect(faces.map((face) => /font-weight:(\d+)/.exec(face)?.[1])).toEqual(['400', '700']);
    for (const face of faces) {
      expect(face).toMatch(
        /url\([^)]*noto-sans-arabic-arabic-\d00-normal[^)]*\.woff2\) format\('woff2'\)/,
      );
      expect(face).not.toMatch(/\.woff\)|latin/);
      expect(face).toMatch(/unicode-range:U\+0600-06FF,/);
      // No layout shift: the face is used only if it is there before the text is first laid out.
      expect(face).toContain('font-display:optional');
    }
    expect(css).toMatch(/body\{font-family:"Noto Sans Arabic", ?system-ui/);
  });

  it('preloads the regular weight on Arabic pages', () => {
    expect(ar.TYPEFACE_PRELOADS).toHaveLength(1);
    expect(ar.TYPEFACE_PRELOADS[0]).toMatch(/noto-sans-arabic-arabic-400-normal.*\.woff2$/);
  });
});
