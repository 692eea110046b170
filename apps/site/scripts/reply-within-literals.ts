import { fileURLToPath } from 'node:url';
import { normalizePath, type Plugin } from 'vite';
import * as ARABIC from '../src/content/ar/reply-within.ts';
import * as ENGLISH from '../src/content/en/reply-within.ts';

/** Each language's module of reply-promise words, by its file, with the words it computes. */
const MODULES: ReadonlyMap<string, Readonly<Record<string, string>>> = new Map([
  [
    normalizePath(fileURLToPath(new URL('../src/content/en/reply-within.ts', import.meta.url))),
    ENGLISH,
  ],
  [
    normalizePath(fileURLToPath(new URL('../src/content/ar/reply-within.ts', import.meta.url))),
    ARABIC,
  ],
]);

/**
 * A module of string constants, each written as the literal it is.
 *
 * @example
 * literalModule({ RFI_REPLY_WITHIN: '1 business day' }); // => 'export const RFI_REPLY_WITHIN = "1 business day";'
 */
export function literalModule(constants: Readonly<Record<string, string>>): string {
  return Object.entries(constants)
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
    .join('\n');
}

/**
 * Loads each language's reply-promise words (`src/content/{en,ar}/reply-within.ts`) as the words
 * the module computes, here in Node from the lead contract's `REPLY_PROMISES`. The pages' copy
 * says them inside its sentences; with the words as literals, the build inlines them and folds
 * each sentence back into one string, so a page ships no byte for reading the promises, where
 * the contract's promises and their wording would cost every page that states one. The words are
 * computed as the config loads: `pnpm dev` says a changed promise after a restart.
 */
export function replyWithinLiterals(): Plugin {
  return {
    name: 'reply-within-literals',
    load(id) {
      const words = MODULES.get(id);
      return words ? literalModule(words) : null;
    },
  };
}
