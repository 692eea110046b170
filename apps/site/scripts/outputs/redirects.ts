import type { Move } from './moves';

/**
 * _redirects, for a static host that reads Netlify's format: the moves (301), the client portal's
 * login (302), and any other address back to the home page (302).
 *
 * @example
 * redirectsFile([{ from: '/Home', to: '/' }], '/login', 'https://portal.example.ae'); // => '/Home  /  301\n/login  https://portal.example.ae  302\n/*  /  302\n'
 */
export function redirectsFile(
  moves: readonly Move[],
  loginPath: string,
  portalUrl: string,
): string {
  return [
    ...moves.map((move) => `${move.from}  ${move.to}  301`),
    `${loginPath}  ${portalUrl}  302`,
    '/*  /  302',
    '',
  ].join('\n');
}
