import { ISLANDS, RUNTIME_SOURCE, islandSource, type IslandName } from '../../src/islands/registry';
import * as v from 'valibot';

/** Vite's build manifest, as read here: each source module's chunk and what it imports statically. */
export const MANIFEST_SCHEMA = v.record(
  v.string(),
  v.object({
    file: v.string(),
    isEntry: v.optional(v.boolean()),
    imports: v.optional(v.array(v.string())),
  }),
);

/** Vite's build manifest: each source module's chunk and the chunks it imports statically. */
export type Manifest = v.InferOutput<typeof MANIFEST_SCHEMA>;

/** The islands a page has: those it hydrates as it loads, and those a visitor's action needs. */
export interface PageIslands {
  readonly atLoad: readonly IslandName[];
  readonly later: readonly IslandName[];
}

/** What a page loads, read from the client build's manifest. */
export interface PageChunks {
  /** The files of the entry and everything it imports statically: every page loads them. */
  entryFiles: string[];
  /**
   * The files a page's islands add to the entry's: before interaction (React and the islands it
   * hydrates as it loads), and later (those a tap, a focus or a button needs).
   */
  islandFiles(islands: PageIslands): { initial: string[]; later: string[] };
}

const isIslandName = (name: string): name is IslandName => Object.hasOwn(ISLANDS, name);

/**
 * The islands of a prerendered page: those in it (`data-island`, with when each hydrates) and
 * those its buttons open (`data-opens`).
 *
 * @example
 * islandsOfPage('<div data-island="Calculator" data-island-id="1" data-hydrate="visible"></div>').atLoad; // => ['Calculator']
 */
export function islandsOfPage(html: string): PageIslands {
  const atLoad = new Set<IslandName>();
  const later = new Set<IslandName>();
  for (const [, name = '', when] of html.matchAll(
    /data-island="([^"]+)" data-island-id="\d+" data-hydrate="([^"]+)"/g,
  ))
    if (isIslandName(name)) (when === 'visible' ? atLoad : later).add(name);
  for (const [, name = ''] of html.matchAll(/data-opens="([^"]+)"/g))
    if (isIslandName(name)) later.add(name);
  return { atLoad: [...atLoad], later: [...later].filter((name) => !atLoad.has(name)) };
}

/**
 * Reads the chunk graph of the client build: the entry's files, and those of each island.
 *
 * @example
 * pageChunks({ 'src/entry.tsx': { file: 'entry.js', isEntry: true } }).entryFiles; // => ['entry.js']
 */
export function pageChunks(manifest: Manifest): PageChunks {
  const fileOf = (key: string) => manifest[key]?.file ?? key;
  /** The manifest keys `key` loads with it: itself and its static imports, however deep. */
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (entryKey === undefined) throw new Error('The client build has no entry in its manifest');
  const entry = closure(entryKey);
  /** The keys of `sources` and their imports, less `loaded`'s. */
  const beyond = (sources: readonly string[], loaded: ReadonlySet<string>) => {
    const keys = new Set<string>();
    for (const source of sources) closure(source, keys);
    return [...keys].filter((key) => !loaded.has(key));
  };
  return {
    entryFiles: [...entry].map(fileOf),
    islandFiles: ({ atLoad, later }) => {
      const initial = atLoad.length
        ? beyond([RUNTIME_SOURCE, ...atLoad.map(islandSource)], entry)
        : [];
      const loaded = new Set([...entry, ...initial]);
      const rest = later.length ? beyond([RUNTIME_SOURCE, ...later.map(islandSource)], loaded) : [];
      return { initial: initial.map(fileOf), later: rest.map(fileOf) };
    },
  };
}
