// Declarations for the per-component entry points (`@acme/ui/Button`). tsup bundles the
// declarations of `src/index.ts` only: bundling one per component costs over 4 GB and a minute,
// where this costs two seconds. Each component's declaration re-exports its names from the
// bundled ones, so both say the same.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const root = new URL('..', import.meta.url).pathname;
const entries = ts.sys
  .readDirectory(join(root, 'src'), ['.ts'], undefined, ['*/index.ts'])
  .filter((file) => /\/src\/[^/]+\/index\.ts$/.test(file));
const program = ts.createProgram(entries, {
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  skipLibCheck: true,
});
const checker = program.getTypeChecker();

for (const entry of entries) {
  const source = program.getSourceFile(entry);
  const symbol = source && checker.getSymbolAtLocation(source);
  if (!symbol) throw new Error(`no exports found in ${entry}`);
  const exported = checker.getExportsOfModule(symbol);
  const isValue = (name) => {
    const target = exported.find((s) => s.name === name);
    const resolved =
      target.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(target) : target;
    return (resolved.flags & ts.SymbolFlags.Value) !== 0;
  };
  const names = exported.map((s) => s.name).sort();
  const values = names.filter(isValue);
  const types = names.filter((name) => !isValue(name));
  const folder = entry.split('/').at(-2);
  const declaration = (from) =>
    [
      values.length ? `export { ${values.join(', ')} } from '${from}';` : '',
      types.length ? `export type { ${types.join(', ')} } from '${from}';` : '',
    ]
      .filter(Boolean)
      .join('\n') + '\n';
  writeFileSync(join(root, 'dist', folder, 'index.d.ts'), declaration('../index.js'));
  writeFileSync(join(root, 'dist', folder, 'index.d.cts'), declaration('../index.cjs'));
}
console.log(`declarations for ${entries.length} component entry points`);
