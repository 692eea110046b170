/**
 * What the entry runs on every page (kept small: every page loads it); the booking-change island
 * reads the token with `takeLinkToken` (take-link-token.ts).
 */

/** Where the page keeps the token once it is out of the address: the history entry's state. */
const STATE_KEY = 'bookingLinkToken';

/**
 * The shape of a booking link's token (the form services' `linkToken`): its claims in base64url,
 * a dot, their signature in base64url. Any other `#` part (the skip link's `#main`) is an anchor.
 *
 * @example
 * LINK_TOKEN.test('eyJsIjoieCJ9.c2lnbmF0dXJl'); // => true
 * LINK_TOKEN.test('main'); // => false
 */
export const LINK_TOKEN = /^[\w-]+\.[\w-]+$/;

/** The booking-change page marks itself by its island: only there is a `#` part a token. */
const onLinkPage = () => document.querySelector('[data-island="BookingChange"]') !== null;

/** The token the history entry keeps, if any. */
export function keptToken(): string | null {
  const kept: unknown = (history.state as Record<string, unknown> | null)?.[STATE_KEY];
  return typeof kept === 'string' && LINK_TOKEN.test(kept) ? kept : null;
}

/** Keeps `token` in the history entry's state, at `address` (`history.replaceState`: Back still leaves). */
export function keep(token: string, address: string): void {
  history.replaceState({ ...(history.state as object | null), [STATE_KEY]: token }, '', address);
}

/**
 * Takes a booking link's token out of the address, on the booking-change page only: the `#` part
 * is removed and the token kept in the history entry's state, where no analytics, `Referer`,
 * form's page address or copied address reaches it, and a reload still finds it. Run first thing
 * in the entry, before anything reads the address.
 */
export function stashLinkToken(): void {
  const fromAddress = location.hash.slice(1);
  if (onLinkPage() && LINK_TOKEN.test(fromAddress))
    keep(fromAddress, `${location.pathname}${location.search}`);
}

/**
 * The address's `#` part as the other language's page should get it: the token when this page
 * keeps one (it is no longer in the address), else the address's own.
 */
export function hashToKeep(): string {
  const token = keptToken();
  return token !== null ? `#${token}` : location.hash;
}
