import type { Plugin, Rolldown } from 'vite';

/**
 * The files a chunk has loaded by the time its code runs: the chunk and everything it imports
 * statically, however deep (a module runs after its static imports).
 *
 * @example
 * [...loadedWith('page.js', (file) => ({ 'page.js': ['ui.js'], 'ui.js': ['react.js'] })[file] ?? [])]; // => ['page.js', 'ui.js', 'react.js']
 */
export function loadedWith(chunk: string, importsOf: (file: string) => readonly string[]) {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    importsOf(file).forEach(visit);
  };
  visit(chunk);
  return loaded;
}

/**
 * Vite preloads with each dynamic import every file the imported chunk needs, and writes their
 * names into the importing chunk. The importer's own static imports are among them (React, the
 * entry, the chunks its page shares), loaded already when the import runs: naming them cost every
 * page about 0.1 kB gzipped, and the browser a lookup that finds them loaded. This keeps each
 * list to the files the importer has not loaded.
 */
export function preloadListsWithoutLoaded(): Plugin {
  let bundle: Rolldown.OutputBundle | undefined;
  const loaded = new Map<string, Set<string>>();
  const importsOf = (file: string) => {
    const output = bundle?.[file];
    return output?.type === 'chunk' ? output.imports : [];
  };
  return {
    name: 'preload-lists-without-loaded',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies(_file, dependencies, { hostId, hostType }) {
            if (hostType !== 'js' || !bundle) return dependencies;
            let files = loaded.get(hostId);
            if (!files) loaded.set(hostId, (files = loadedWith(hostId, importsOf)));
            return dependencies.filter((dependency) => !files.has(dependency));
          },
        },
      },
    }),
    // Vite writes the lists in its own generateBundle; the chunk graph is read before it.
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
        loaded.clear();
      },
    },
  };
}
