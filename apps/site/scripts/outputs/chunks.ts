import type { PageKind } from '../../src/routes/routes';
import { pageSource } from '../../src/pages/registry';
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

/** What each page loads before it can hydrate, read from the client build's manifest. */
export interface PageChunks {
  /** The files of the entry and everything it imports statically: every page loads them. */
  entryFiles: string[];
  /** The files a page kind adds to the entry's before it can hydrate. */
  pageFiles(kind: PageKind): string[];
}

/**
 * Reads the chunk graph of the client build: the entry's files, and each page's own on top.
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
  return {
    entryFiles: [...entry].map(fileOf),
    pageFiles: (kind) =>
      [...closure(pageSource(kind))].filter((key) => !entry.has(key)).map(fileOf),
  };
}
