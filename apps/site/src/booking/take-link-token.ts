import { keep, keptToken, stashLinkToken } from './link-token';

/**
 * The token of the booking's link: one just put in the address (a link followed in this tab),
 * else the one the history entry keeps, else `held` (the page's, when an anchor such as the skip
 * link's `#main` made a new entry without it: it is kept there too, for a reload). `null` when
 * the page was opened without one.
 */
export function takeLinkToken(held: string | null = null): string | null {
  stashLinkToken();
  const token = keptToken() ?? held;
  if (token !== null && keptToken() === null) keep(token, location.href);
  return token;
}
