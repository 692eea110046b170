import type { Plugin } from 'vite';

const ID = '\0stylis-prefix-off';

/** What the stand-in says if a build ever asks for vendor prefixes. */
export const PREFIXES_OFF =
  'Vendor prefixes are off in this build (scripts/no-vendor-prefixes.ts): remove that plugin before enabling them';

/**
 * styled-components adds vendor prefixes only when a `StyleSheetManager` sets
 * `enableVendorPrefixes`, which the site never does, yet it imports stylis's prefixer
 * unconditionally, so its table of prefixed properties (about 1.2 kB gzipped) shipped to every
 * page. This replaces stylis's `prefix` with a function that fails the render, so a build that
 * turned prefixes on would fail its prerender instead of silently shipping unprefixed CSS.
 */
export function noVendorPrefixes(): Plugin {
  return {
    name: 'no-vendor-prefixes',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './Prefixer.js' && source !== './src/Prefixer.js') return null;
      return importer && /[\\/]stylis[\\/]/.test(importer) ? ID : null;
    },
    load: (id) =>
      id === ID
        ? `export function prefix() { throw new Error(${JSON.stringify(PREFIXES_OFF)}); }`
        : null,
  };
}
