import react from '@vitejs/plugin-react';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
// The TypeScript source, by its path: Vite bundles a config's relative imports with it, but
// leaves a package's to Node, which would need the tooling compiled first.
import {
  addStyledComponentIds,
  styledComponentsTransform,
} from '../../tooling/styled-component-ids.ts';
import { checkEnv } from './scripts/env-schema.ts';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_CODES,
  type Language,
} from './src/languages/languages.ts';
import { preloadListsWithoutLoaded } from './scripts/preload-lists.ts';
import { TYPEFACE_CSS as ARABIC_TYPEFACE } from './src/content/ar/typeface.ts';
import { TYPEFACE_CSS as ENGLISH_TYPEFACE } from './src/content/en/typeface.ts';
import { presetQueries } from './scripts/preset-queries.ts';
import { noVendorPrefixes } from './scripts/no-vendor-prefixes.ts';
import { configuredValues } from './scripts/configuration-values.ts';
import { replyWithinLiterals } from './scripts/reply-within-literals.ts';

/**
 * The language this build is of (`SITE_LANGUAGE`, English by default): `@content` is that
 * language's copy, so that a page of one language loads none of the other's. The site is built
 * once per language (see the `build` script).
 */
export function buildLanguage(value = process.env.SITE_LANGUAGE || DEFAULT_LANGUAGE): Language {
  const language = LANGUAGE_CODES.find((code) => code === value);
  if (!language) {
    throw new Error(
      `SITE_LANGUAGE is ${value}; the site is built in ${LANGUAGE_CODES.join(' or ')}`,
    );
  }
  return language;
}

/** `@content`: the language's copy. */
export function contentAlias(language: Language = buildLanguage()): Record<string, string> {
  return { '@content': fileURLToPath(new URL(`src/content/${language}`, import.meta.url)) };
}

/** Each language's typeface rule (its content's `TYPEFACE_CSS`). */
const TYPEFACES: Readonly<Record<Language, string>> = {
  en: ENGLISH_TYPEFACE,
  ar: ARABIC_TYPEFACE,
};

/**
 * The document's language and direction on its `<html>`, and its typeface's rule (`TYPEFACE_CSS`
 * of the language's content) in its head, from the build's language.
 */
export function documentLanguage(language: Language): Plugin {
  const { code, dir } = LANGUAGES[language];
  return {
    name: 'document-language',
    transformIndexHtml(html) {
      if (!html.includes('<html lang="en">')) throw new Error('index.html has no <html lang="en">');
      return {
        html: html.replace('<html lang="en">', `<html lang="${code}" dir="${dir}">`),
        tags: TYPEFACES[language]
          ? [{ tag: 'style', children: TYPEFACES[language], injectTo: 'head' }]
          : [],
      };
    },
  };
}

/** The repository root: its one .env configures the build and both servers. */
export const envDir = fileURLToPath(new URL('../..', import.meta.url));

/** Fails the build on a wrong variable, naming it; warns once when the examples are in use. */
function checkConfiguration(): Plugin {
  return {
    name: 'check-configuration',
    config(_config, { mode, isSsrBuild }) {
      const warning = checkEnv(loadEnv(mode, envDir, ''));
      if (warning && !isSsrBuild) console.warn(`\n⚠ ${warning}\n`);
    },
  };
}

/**
 * Names each of the site's styled components after its file and variable, so the prerender and
 * the browser give an element the same class names (`@acme/ui` is named in its own build).
 */
function styledComponentIds(): Plugin {
  const source = fileURLToPath(new URL('src/', import.meta.url));
  return {
    name: 'styled-component-ids',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(source) || !id.endsWith('.tsx')) return null;
      return { code: addStyledComponentIds(code, relative(envDir, id)), map: null };
    },
  };
}

/**
 * The `@acme/ui` components that many of the browser's chunks import (fields, cards, alerts, the
 * action row) load as one chunk, rather than each as a file of a few hundred bytes that pays its
 * own compression and import lists. At 7 importing chunks every page loads less than with the
 * default splitting; with islands, the default splitting costs the calculator 1.2 kB and the
 * booking page 1.3 kB more (`pnpm --filter site size` shows the figures).
 */
const commonComponents = {
  name: 'ui',
  test: /[\\/]packages[\\/]ui[\\/]dist[\\/]/,
  minShareCount: 7,
};

/**
 * React, its DOM client and styled-components load as one chunk: every island needs all of them,
 * and in one file they compress against each other (0.7 kB less on the calculator's and the
 * booking page's first load, and on every first tap, than react-dom in a file of its own).
 */
const reactAndStyles = {
  name: 'react',
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|stylis)[\\/]|[\\/]apps[\\/]site[\\/]src[\\/]styled[\\/]/,
  priority: 1,
};

/**
 * The browser's styled-components (`src/styled/`): the prerender's class names over the styles it
 * wrote in the page, without the library's style sheet, rehydration and server parts (about 6 kB
 * gzipped less on every page that hydrates an island). The prerender and the development server run
 * styled-components itself.
 */
const browserStyledComponents = {
  find: /^styled-components$/,
  replacement: fileURLToPath(new URL('src/styled/index.ts', import.meta.url)),
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    checkConfiguration(),
    configuredValues(envDir),
    documentLanguage(buildLanguage()),
    styledComponentIds(),
    noVendorPrefixes(),
    presetQueries(),
    replyWithinLiterals(),
    preloadListsWithoutLoaded(),
    react(),
  ],
  envDir,
  resolve: {
    alias: [
      ...Object.entries(contentAlias()).map(([find, replacement]) => ({ find, replacement })),
      ...(command === 'build' && !isSsrBuild ? [browserStyledComponents] : []),
    ],
  },
  oxc: { plugins: { styledComponents: styledComponentsTransform } },
  // The prerender bundles styled-components with the pages; the browser's runtime (`src/styled/`)
  // computes the same class names from the same version.
  // The form services (a Node library with its own dependencies) load at run time, as installed.
  ssr: { noExternal: ['styled-components', '@acme/ui'], external: ['@acme/form-services'] },
  build: {
    // Maps for the server's own stack traces; none in dist/client, where the public could read them.
    sourcemap: Boolean(isSsrBuild),
    manifest: !isSsrBuild,
    // Every browser the site supports preloads modules itself (Safari from 17); an older one
    // simply loads them when imported, so the polyfill would be bytes for nobody.
    modulePreload: { polyfill: false },
    // The Node side, typed and bundled with the pages it renders: the production server and the
    // prerender (which renders every route and writes the static host's files).
    rollupOptions: isSsrBuild
      ? {
          // The server is built once, with the English build; it serves every language's pages.
          input: {
            prerender: 'scripts/prerender.ts',
            ...(buildLanguage() === DEFAULT_LANGUAGE && { serve: 'server/serve.ts' }),
          },
        }
      : {
          output: {
            codeSplitting: { groups: [reactAndStyles, commonComponents] },
            // Every script is named by its content's hash alone. Each import, and each dynamic
            // import's preload list (the entry's lists every page's files), spells the names out,
            // and a readable one cost 0.3–0.5 kB on every page; the build manifest says which
            // module is in which file, for the prerender, the size report and the tests.
            entryFileNames: 'assets/[hash].js',
            chunkFileNames: 'assets/[hash].js',
          },
          // A constant imported from another module is written where it is used: a page ships
          // the glossary terms and labels its own copy uses, not every term some page uses
          // (0.1 kB on every English page, 0.6 kB on every Arabic one).
          optimization: { inlineConst: { mode: 'all' } },
        },
  },
  server: {
    proxy: {
      // `pnpm dev`: the forms post to the local form services started alongside.
      '/api/submit': 'http://127.0.0.1:8787',
      '/api/booking-link': 'http://127.0.0.1:8787',
      '/send-rfi.php': 'http://127.0.0.1:8787',
      '/send-lead.php': 'http://127.0.0.1:8787',
    },
  },
}));
