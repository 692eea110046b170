import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// tsup and Vite bundle a config with its relative imports, and leave a package's import to Node,
// which loads what the package exports: for a workspace package, its dist, which only its build
// makes. So a config that imports one fails on a fresh clone until that package is built.

const root = resolve(import.meta.dirname, '..');

/** Every module specifier a source imports or re-exports, statically or dynamically. */
function specifiers(code: string): string[] {
  return [...code.matchAll(/\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);
}

/** The file a relative specifier names, as the bundlers resolve it. */
function resolveRelative(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const file = ['', '.ts', '.tsx', '/index.ts'].map((end) => base + end).find(existsSync);
  if (!file) throw new Error(`${relative(root, from)}: cannot resolve ${specifier}`);
  return file;
}

/** The workspace packages a config reaches, through the modules it bundles with it. */
function workspaceImports(config: string): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of specifiers(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) visit(resolveRelative(file, specifier));
      else if (specifier.startsWith('@acme/')) found.add(specifier);
    }
  };
  visit(config);
  return found;
}

const packageConfigs = readdirSync(join(root, 'packages'))
  .map((name) => join('packages', name, 'tsup.config.ts'))
  .filter((path) => existsSync(join(root, path)));

describe('build configs', () => {
  it('finds every package build config', () => {
    expect(packageConfigs).toContain('packages/ui/tsup.config.ts');
    expect(packageConfigs.length).toBeGreaterThanOrEqual(4);
  });

  it.each(packageConfigs)(
    '%s imports no workspace package, so the package builds alone',
    (path) => {
      expect([...workspaceImports(join(root, path))]).toEqual([]);
    },
  );

  it("the site's Vite config takes the tooling's source, not a build of it", () => {
    const imports = [...workspaceImports(join(root, 'apps/site/vite.config.ts'))];
    expect(imports.filter((specifier) => specifier.startsWith('@acme/tooling'))).toEqual([]);
  });

  it('the tooling is source only: no export points into a dist, and there is no build', () => {
    const manifest = JSON.parse(
      readFileSync(join(import.meta.dirname, 'package.json'), 'utf8'),
    ) as {
      exports: Record<string, string>;
      scripts: Record<string, string>;
    };
    expect(Object.values(manifest.exports).filter((target) => /dist\//.test(target))).toEqual([]);
    expect(manifest.scripts.build).toBeUndefined();
  });
});
