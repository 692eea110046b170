import { readdir } from 'node:fs/promises';
import { extname } from 'node:path';
import { UNHASHED_ASSETS } from '../../server/cache-policy';
import { SECURITY_TXT_PATH } from '../../server/security-txt';
import type { SiteRoute } from '../../src/routes/routes';

/**
 * The files with a fixed name, which the host files give a revalidating Cache-Control one exact
 * rule each: the unhashed assets, security.txt, and the files written at the top of dist/client
 * (robots.txt, sitemap.xml, icons). Read once the other outputs are written, so theirs are among them.
 */
export async function revalidatedPaths(client: string): Promise<string[]> {
  const unhashed = (await readdir(client)).filter(
    (name) => extname(name) && !name.startsWith('_') && !name.endsWith('.html'),
  );
  return [...UNHASHED_ASSETS, SECURITY_TXT_PATH, ...unhashed.map((name) => `/${name}`)];
}

/**
 * The addresses of the pages, each with and without its trailing slash (the home page is `/`).
 *
 * @example
 * pagePaths([{ path: '/' }, { path: '/about' }]); // => ['/', '/about', '/about/']
 */
export function pagePaths(routes: readonly Pick<SiteRoute, 'path'>[]): string[] {
  return routes.flatMap((route) => (route.path === '/' ? ['/'] : [route.path, `${route.path}/`]));
}
