import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root: the nearest folder above `from` that holds `pnpm-workspace.yaml`, or
 * `null` outside a checkout (an installed copy). Found from this module's own place, so the
 * site's server, the standalone services and `pnpm leads` agree wherever each one runs.
 */
export function repositoryRoot(from: string = fileURLToPath(import.meta.url)): string | null {
  for (let dir = dirname(from); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (dirname(dir) === dir) return null;
  }
}

/**
 * A data path as configured: absolute paths as they are, relative ones (`.data/outbox`)
 * against the repository root, or against the working directory outside a checkout.
 */
export function dataPath(path: string, root: string | null = repositoryRoot()): string {
  return resolve(root ?? process.cwd(), path);
}

/**
 * A data path as the operator configured it: inside the repository, relative to its root
 * (`.data/mail`), else absolute.
 *
 * @example
 * shownDataPath('/srv/site/.data/mail', '/srv/site'); // => '.data/mail'
 * shownDataPath('/var/mail', '/srv/site'); // => '/var/mail'
 */
export function shownDataPath(path: string, root: string | null = repositoryRoot()): string {
  const inside = root === null ? '' : relative(root, path);
  return inside === '' || inside.startsWith('..') || isAbsolute(inside) ? path : inside;
}

/**
 * Reads the repository's `.env` into `process.env`, as the site build does: one file configures
 * the build, the site's server, the standalone services and `pnpm leads`. A variable already set
 * in the environment wins. Returns whether a file was read.
 */
export function loadRootEnv(root: string | null = repositoryRoot()): boolean {
  const file = join(root ?? process.cwd(), '.env');
  if (!existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}
