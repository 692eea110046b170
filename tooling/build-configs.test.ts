import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unbuiltDependencies, unbuiltMessage } from '../scripts/built-dependencies.mjs';

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

describe('a build that needs its workspace dependencies built', () => {
  /** A package `app` depending on workspace packages, each `[name, manifest, files made]`. */
  function workspace(dependencies: [string, object, string[]][]) {
    const dir = mkdtempSync(join(tmpdir(), 'built-dependencies-'));
    const deps = Object.fromEntries(dependencies.map(([name]) => [name, 'workspace:*']));
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'app', dependencies: deps }));
    for (const [name, manifest, files] of dependencies) {
      const root = join(dir, 'node_modules', name);
      mkdirSync(join(root, 'dist'), { recursive: true });
      writeFileSync(join(root, 'package.json'), JSON.stringify(manifest));
      for (const file of files) writeFileSync(join(root, file), '');
    }
    return dir;
  }
  const built = { types: './dist/index.d.ts', scripts: { build: 'tsup' } };

  it('names the dependencies whose build is missing, and not those built or with no build', () => {
    const dir = workspace([
      ['@acme/engine', built, []],
      ['@acme/client', built, ['dist/index.d.ts']],
      ['@acme/tooling', { scripts: { test: 'vitest run' } }, []],
    ]);
    expect(unbuiltDependencies(dir)).toEqual(['@acme/engine']);
  });

  it('says the command that builds them first', () => {
    expect(unbuiltMessage('@acme/forms-client', ['@acme/pricing-engine'])).toContain(
      'pnpm --filter "@acme/forms-client..." build',
    );
  });

  it('is the first step of every build whose package has a workspace dependency with a build', () => {
    type Manifest = {
      name: string;
      scripts?: Record<string, string>;
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    const manifests = ['packages', 'apps']
      .flatMap((folder) => readdirSync(join(root, folder)).map((name) => join(root, folder, name)))
      .filter((dir) => existsSync(join(dir, 'package.json')))
      .map((dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest);
    const withBuild = new Set(manifests.filter((m) => m.scripts?.build).map((m) => m.name));
    const needing = manifests.filter((m) =>
      Object.keys({ ...m.dependencies, ...m.devDependencies }).some((name) => withBuild.has(name)),
    );
    expect(needing.map((m) => m.name).sort()).toEqual([
      '@acme/form-services',
      '@acme/forms-client',
      'site',
    ]);
    for (const manifest of needing) {
      expect(manifest.scripts?.build).toMatch(
        /^node \.\.\/\.\.\/scripts\/built-dependencies\.mjs && /,
      );
    }
  });
});
