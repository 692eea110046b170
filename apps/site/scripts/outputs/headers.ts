import { CACHE_CONTROL, cacheControlFor } from '../../server/cache-policy';
import { SECURITY_TXT_PATH, SECURITY_TXT_TYPE } from '../../server/security-txt';

/**
 * _headers, for a static host that reads Netlify's format: the security headers on every path,
 * then each kind of file's Cache-Control (hashed assets, fixed-name files, pages).
 *
 * @example
 * headersFile({ 'X-Frame-Options': 'DENY' }, ['/robots.txt'], ['/']); // => '/*\n  X-Frame-Options: DENY\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n/robots.txt\n  ! Cache-Control\n  Cache-Control: public, max-age=3600, must-revalidate\n/\n  Cache-Control: no-cache\n'
 */
export function headersFile(
  headers: Readonly<Record<string, string>>,
  revalidated: readonly string[],
  pages: readonly string[],
): string {
  return [
    '/*',
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    '/assets/*',
    `  Cache-Control: ${CACHE_CONTROL.immutable}`,
    // `! Cache-Control` detaches the /assets/* value, so a file at a fixed path is not immutable.
    ...revalidated.flatMap((path) => [
      path,
      '  ! Cache-Control',
      `  Cache-Control: ${cacheControlFor(path)}`,
      ...(path === SECURITY_TXT_PATH ? [`  Content-Type: ${SECURITY_TXT_TYPE}`] : []),
    ]),
    ...pages.flatMap((path) => [path, `  Cache-Control: ${CACHE_CONTROL.page}`]),
    '',
  ].join('\n');
}
