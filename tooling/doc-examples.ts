import { execFileSync } from 'node:child_process';
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

/** One checked statement of a README example: its source, what it gave, what it should. */
interface ReadmeCheck {
  readonly expression: string;
  readonly actual: unknown;
  readonly expected: unknown;
}

/**
 * A README code block as a script: imports dropped (the package's exports are in scope), and
 * each `expression; // => value` statement, which may span lines, turned into a check.
 */
function readmeScript(block: string): string {
  const statements: string[] = [];
  let current = '';
  // The package's exports are in scope already: imports (one line or several) are dropped.
  const code = block.replace(/^\s*import\s[\s\S]*?from\s+'[^']+';\n/gm, '');
  for (const line of code.split('\n')) {
    current += `${line}\n`;
    if (/;\s*(\/\/.*)?$/.test(line)) {
      statements.push(current);
      current = '';
    }
  }
  const body = statements.map((statement) => {
    const check = /^([\s\S]+?);\s*\/\/ => (.+)\n$/.exec(statement);
    if (!check) return statement;
    const [, expression, expected] = check;
    return `checks.push({ expression: ${JSON.stringify(expression!.trim())}, actual: await (${expression}), expected: (${expected}) });\n`;
  });
  return `return (async () => {\nconst checks = [];\n${body.join('')}return checks;\n})();`;
}

/**
 * Checks that every `ts` example of a README runs and is true: each block runs with the
 * package's exports in scope, and each `expression; // => value` in it is compared with its value.
 */
export function describeReadmeExamples(
  readmePath: string,
  api: Readonly<Record<string, unknown>>,
): void {
  const blocks = [...readFileSync(readmePath, 'utf8').matchAll(/```ts\n([\s\S]*?)```/g)].map(
    (match) => match[1]!,
  );
  const names = Object.keys(api);

  describe('README examples run and are true', () => {
    it('has examples to check', () => expect(blocks.length).toBeGreaterThan(0));

    it.each(blocks.map((block, index) => ({ index: index + 1, block })))(
      'example $index',
      async ({ block }) => {
        const run = new Function(...names, readmeScript(block)) as (
          ...values: unknown[]
        ) => Promise<ReadmeCheck[]>;
        const checks = await run(...names.map((name) => api[name]));
        expect(checks.length).toBeGreaterThan(0);
        for (const { expression, actual, expected } of checks) {
          expect({ expression, value: actual }).toEqual({ expression, value: expected });
        }
      },
    );
  });
}

/**
 * Runs every ```cjs block of a README in a CommonJS Node process inside the package, so its
 * `require('@acme/…')` loads the built CJS entry the way a consumer's would; each
 * `expression; // => value` line must hold (`assert.deepStrictEqual`).
 */
export function describeReadmeCommonJs(readmePath: string, packageDir: string): void {
  const blocks = [...readFileSync(readmePath, 'utf8').matchAll(/```cjs\n([\s\S]*?)```/g)].map(
    (match) => match[1]!,
  );
  describe('README CommonJS examples run under require() and are true', () => {
    it('has one', () => expect(blocks.length).toBeGreaterThan(0));
    it.each(blocks.map((block, index) => ({ block, index })))('example $index', ({ block }) => {
      const script = [
        "const assert = require('node:assert');",
        block.replace(/^(.+?);\s*\/\/ => (.+)$/gm, 'assert.deepStrictEqual($1, $2);'),
      ].join('\n');
      execFileSync(process.execPath, ['--input-type=commonjs', '--eval', script], {
        cwd: packageDir,
        stdio: 'pipe',
      });
    });
  });
}
