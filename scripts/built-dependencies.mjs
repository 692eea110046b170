// A package's build that needs its workspace dependencies built (their types, their code) runs this
// first: on a fresh clone `pnpm --filter <name> build` builds that package alone, and instead of
// failing deep in a type or config error, this names the command that builds the dependencies too.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const readManifest = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));

/**
 * The workspace dependencies of the package in `dir` that have a build and have not made it yet
 * (the file their manifest names for types, or else for code, is missing).
 */
export function unbuiltDependencies(dir) {
  const manifest = readManifest(dir);
  const all = { ...manifest.dependencies, ...manifest.devDependencies };
  return Object.keys(all)
    .filter((name) => String(all[name]).startsWith('workspace:'))
    .filter((name) => {
      const root = join(dir, 'node_modules', name);
      const dependency = readManifest(root);
      const built = dependency.types ?? dependency.main;
      return Boolean(dependency.scripts?.build && built) && !existsSync(join(root, built));
    })
    .sort();
}

/** What to say when some are missing: what, and the command that builds them first. */
export function unbuiltMessage(name, missing) {
  return (
    `${name} builds against the builds of ${missing.join(', ')}, which are not made yet. ` +
    `Build them with it: pnpm --filter "${name}..." build (or pnpm build, everything).`
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const missing = unbuiltDependencies(process.cwd());
  if (missing.length > 0) {
    console.error(unbuiltMessage(readManifest(process.cwd()).name, missing));
    process.exit(1);
  }
}
