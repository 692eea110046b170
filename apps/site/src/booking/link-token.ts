/** Where the page keeps the token once it is out of the address: the history entry's state. */
const STATE_KEY = 'bookingLinkToken';

/**
 * The token of a booking's link, taken out of the address at once: the `#` part is replaced (with
 * `history.replaceState`, so Back still leaves the page) and the token kept in the history entry's
 * state, where no analytics, `Referer` or copied address reaches it, and a reload still finds it.
 * `null` when the page was opened without one.
 */
export function takeLinkToken(): string | null {
  const fromAddress = location.hash.slice(1);
  if (fromAddress !== '') {
    history.replaceState(
      { ...(history.state as object | null), [STATE_KEY]: fromAddress },
      '',
      `${location.pathname}${location.search}`,
    );
    return fromAddress;
  }
  const kept: unknown = (history.state as Record<string, unknown> | null)?.[STATE_KEY];
  return typeof kept === 'string' && kept !== '' ? kept : null;
}
