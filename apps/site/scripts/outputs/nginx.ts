import { CACHE_CONTROL, cacheControlFor } from '../../server/cache-policy';
import { SECURITY_TXT_PATH } from '../../server/security-txt';
import type { Move } from './moves';

/** What the nginx file is made from. */
export interface NginxSite {
  readonly headers: Readonly<Record<string, string>>;
  readonly moves: readonly Move[];
  readonly loginPath: string;
  readonly portalUrl: string;
  /** The fixed-name files, each with its own location and Cache-Control. */
  readonly revalidated: readonly string[];
  /** Each language's home page ('/', '/ar'): an unknown address goes to its language's. */
  readonly homes: readonly string[];
}

/** A path as a literal in a location's regular expression. */
const escapeRegExp = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * dist/nginx-site.conf, to include in an nginx server block: the moves, the login, and each kind
 * of file's location with the security headers and its Cache-Control.
 */
export function nginxConf({
  headers,
  moves,
  loginPath,
  portalUrl,
  revalidated,
  homes,
}: NginxSite): string {
  // nginx drops a server block's add_header in any location that adds its own: each repeats them
  // (a redirect and a 404 too, so every response carries them; Cache-Control where it is given).
  const addHeaders = (cache?: string) =>
    [...Object.entries(headers), ...(cache ? [['Cache-Control', cache] as const] : [])]
      .map(([name, value]) => `add_header ${name} "${value.replaceAll('"', '\\"')}" always;`)
      .join(' ');
  return [
    '# Include inside the server block, with root set to dist/client. Generated from the routes',
    '# table and the cache rules. brotli_static needs the ngx_brotli module; drop it without.',
    'gzip_static on;',
    'brotli_static on;',
    ...moves.map(
      (move) =>
        `location ~* ^${escapeRegExp(move.from)}/?$ { ${addHeaders()} return 301 ${move.to}; }`,
    ),
    `location = ${loginPath} { ${addHeaders()} return 302 ${portalUrl}; }`,
    `location /assets/ { ${addHeaders(CACHE_CONTROL.immutable)} try_files $uri =404; }`,
    ...revalidated.map(
      (path) =>
        `location = ${path} { ${path === SECURITY_TXT_PATH ? 'charset utf-8; ' : ''}${addHeaders(cacheControlFor(path))} try_files $uri =404; }`,
    ),
    `location ~ \\.map$ { ${addHeaders()} return 404; }`,
    // Build metadata and anything else hidden; security.txt's exact location above comes first.
    `location ~ ^/\\. { ${addHeaders()} return 404; }`,
    // An unknown address under a language's prefix goes to that language's home page.
    ...homes.flatMap((home, index) => [
      `location ${home === '/' ? '/' : `${home}/`} { ${addHeaders(CACHE_CONTROL.page)} try_files $uri $uri/index.html @home${index}; }`,
      `location @home${index} { ${addHeaders()} return 302 ${home}; }`,
    ]),
    '',
  ].join('\n');
}
