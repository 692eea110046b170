// The site's programs that run after its build (the prerender and the production server) read
// the repository's .env as the build read it (vite.config.ts's envDir): one file configures the
// build, the site's server and its form services.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The checkout's root above `from` (the folder with pnpm-workspace.yaml), else the working
 * directory: built, this module runs from apps/site/dist/server, or from an installed copy.
 */
function envFolder(from: string): string {
  const dir = dirname(from);
  if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
  return dirname(dir) === dir ? process.cwd() : envFolder(dir);
}

/**
 * Reads the repository's .env into `process.env`; a variable already set in the environment
 * wins. Returns whether a file was read.
 */
export function loadRootEnv(from: string = fileURLToPath(import.meta.url)): boolean {
  const file = join(envFolder(from), '.env');
  if (!existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}
