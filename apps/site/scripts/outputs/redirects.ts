import type { Move } from './moves';

/**
 * _redirects, for a static host that reads Netlify's format: the moves (301), the client portal's
 * login (302), and any other address back to its language's home page (302): under `/ar/` to
 * `/ar`, elsewhere to `/`. The host takes the first rule that matches, so `/` comes last.
 *
 * @example
 * redirectsFile([{ from: '/Home', to: '/' }], '/login', 'https://portal.example.ae', ['/', '/ar']); // => '/Home  /  301\n/login  https://portal.example.ae  302\n/ar/*  /ar  302\n/*  /  302\n'
 */
export function redirectsFile(
  moves: readonly Move[],
  loginPath: string,
  portalUrl: string,
  homes: readonly string[],
): string {
  const prefixed = homes.filter((home) => home !== '/');
  return [
    ...moves.map((move) => `${move.from}  ${move.to}  301`),
    `${loginPath}  ${portalUrl}  302`,
    ...prefixed.map((home) => `${home}/*  ${home}  302`),
    '/*  /  302',
    '',
  ].join('\n');
}
