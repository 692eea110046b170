import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

interface Example {
  readonly file: string;
  readonly expression: string;
  readonly expected: string;
}

const isSource = (file: string) =>
  file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts');

/** Every `expression; // => value` line inside an `@example` block of a source tree. */
function examples(srcDir: string): Example[] {
  const found: Example[] = [];
  for (const file of readdirSync(srcDir, { recursive: true }) as string[]) {
    if (!isSource(file)) continue;
    const text = readFileSync(join(srcDir, file), 'utf8');
    for (const block of text.matchAll(/@example\n((?:\s*\*(?!\/).*\n)+)/g)) {
      for (const line of block[1]!.split('\n')) {
        const match = /^\s*\*\s(.+);\s*\/\/ => (.+)$/.exec(line);
        if (match) found.push({ file, expression: match[1]!, expected: match[2]! });
      }
    }
  }
  return found;
}

/**
 * Checks that every TSDoc example of a package is true: each `expression; // => value`
 * line is evaluated with the package's exports in scope and compared with its value.
 * With `everyModule`, each source module (but `index.ts`) must carry an example.
 */
export function describeDocExamples(
  srcDir: string,
  api: Readonly<Record<string, unknown>>,
  options: { readonly everyModule?: boolean; readonly except?: readonly string[] } = {},
): void {
  const names = Object.keys(api);
  const evaluate = (source: string): unknown =>
    new Function(...names, `return (${source});`)(...names.map((name) => api[name]));

  describe('TSDoc examples are true', () => {
    const all = examples(srcDir);

    it.runIf(options.everyModule)('finds examples in every source module', () => {
      const modules = (readdirSync(srcDir, { recursive: true }) as string[]).filter(
        (file) => isSource(file) && !file.endsWith('index.ts') && !options.except?.includes(file),
      );
      expect(new Set(all.map((example) => example.file))).toEqual(new Set(modules));
    });

    it.each(all)('$file: $expression', ({ expression, expected }) => {
      expect(evaluate(expression)).toEqual(evaluate(expected));
    });
  });
}
