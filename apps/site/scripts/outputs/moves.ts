import type { SiteRoute } from '../../src/routes/routes';

/** An address the site has moved: the host answers it with a 301 to `to`. */
export interface Move {
  readonly from: string;
  readonly to: string;
}

/**
 * Every alias and redirect, each to its canonical path: the moves both host files (_redirects and
 * the nginx file) answer.
 *
 * @example
 * permanentMoves([{ path: '/', aliases: ['/Home'] }], [{ from: '/old', to: '/' }]); // => [{ from: '/Home', to: '/' }, { from: '/old', to: '/' }]
 */
export function permanentMoves(
  routes: readonly Pick<SiteRoute, 'path' | 'aliases'>[],
  redirects: readonly Move[],
): Move[] {
  return [
    ...routes.flatMap((route) => route.aliases.map((from) => ({ from, to: route.path }))),
    ...redirects.map((redirect) => ({ from: redirect.from, to: redirect.to })),
  ];
}
