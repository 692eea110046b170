import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { noVendorPrefixes, PREFIXES_OFF } from './no-vendor-prefixes';

/** A module that renders one styled component and returns the page's style tags. */
const ENTRY = `
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet, StyleSheetManager } from 'styled-components';
const Box = styled.div\`display: flex; user-select: none; &:hover { transform: rotate(1deg); }\`;
export function styles(enableVendorPrefixes) {
  const sheet = new ServerStyleSheet();
  renderToString(sheet.collectStyles(createElement(StyleSheetManager, { enableVendorPrefixes }, createElement(Box))));
  return sheet.getStyleTags();
}
`;

const site = join(import.meta.dirname, '..');
const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

/** The entry bundled as the site bundles styled-components, with or without the plugin. */
async function bundled(withPlugin: boolean): Promise<{ styles: (prefixes: boolean) => string }> {
  // Inside the app, so the bundle's imports of react resolve.
  const folder = await mkdtemp(join(site, '.prefixes-test-'));
  folders.push(folder);
  await writeFile(join(folder, 'entry.js'), ENTRY);
  await build({
    configFile: false,
    logLevel: 'silent',
    root: folder,
    plugins: withPlugin ? [noVendorPrefixes()] : [],
    ssr: { noExternal: ['styled-components', 'stylis'] },
    build: { ssr: join(folder, 'entry.js'), outDir: join(folder, 'out'), minify: false },
  });
  return import(pathToFileURL(join(folder, 'out', 'entry.js')).href);
}

describe('noVendorPrefixes', () => {
  it('leaves the CSS styled-components writes unchanged, and fails a render that asks for prefixes', async () => {
    const [original, withoutPrefixer] = await Promise.all([bundled(false), bundled(true)]);
    expect(withoutPrefixer.styles(false)).toBe(original.styles(false));
    expect(original.styles(true)).toContain('-webkit-user-select');
    expect(() => withoutPrefixer.styles(true)).toThrow(PREFIXES_OFF);
  });
});
