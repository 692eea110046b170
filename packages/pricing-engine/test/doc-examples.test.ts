import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as api from '../src/index';

const SRC = join(import.meta.dirname, '..', 'src');

/** Every `expression; // => value` line inside an `@example` block of the sources. */
function examples(): { file: string; expression: string; expected: string }[] {
  const found: { file: string; expression: string; expected: string }[] = [];
  for (const file of readdirSync(SRC, { recursive: true }) as string[]) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = readFileSync(join(SRC, file), 'utf8');
    for (const block of text.matchAll(/@example\n((?:\s*\*(?!\/).*\n)+)/g)) {
      for (const line of block[1]!.split('\n')) {
        const match = /^\s*\*\s(.+);\s*\/\/ => (.+)$/.exec(line);
        if (match) found.push({ file, expression: match[1]!, expected: match[2]! });
      }
    }
  }
  return found;
}

const names = Object.keys(api);
const evaluate = (source: string): unknown =>
  new Function(...names, `return (${source});`)(...names.map((n) => api[n as keyof typeof api]));

describe('TSDoc examples are true', () => {
  const all = examples();

  it('finds examples in every source module', () => {
    const modules = readdirSync(SRC, { recursive: true }).filter(
      (f) =>
        String(f).endsWith('.ts') &&
        !String(f).endsWith('.test.ts') &&
        !String(f).endsWith('index.ts'),
    );
    expect(new Set(all.map((e) => e.file))).toEqual(new Set(modules));
  });

  it.each(all)('$file: $expression', ({ expression, expected }) => {
    expect(evaluate(expression)).toEqual(evaluate(expected));
  });
});
