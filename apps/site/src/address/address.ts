import { useSyncExternalStore } from 'react';

/**
 * The document's address after its path (query and hash), as a store outside React: each page is
 * its own document, so the path never changes under a page, but the calculator writes its quote
 * into the query and Back, Forward or an #anchor change the rest.
 */

/** Told when this page writes the address itself (`pushSearch`): the browser has no event for it. */
const written = new EventTarget();

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener('hashchange', onChange);
  written.addEventListener('change', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('hashchange', onChange);
    written.removeEventListener('change', onChange);
  };
}

/**
 * The part of the address `read` picks, '' while prerendering and hydrating: the prerendered page
 * has no query or hash, so React hydrates that HTML as it is and follows the address right after.
 */
function useAddressPart(read: () => string): string {
  return useSyncExternalStore(subscribe, read, () => '');
}

/** The query (`?users=8`, or ''). */
export const useSearch = () => useAddressPart(() => location.search);

/** The query and the hash (`?users=8#quote`, or ''). */
export const useSearchAndHash = () => useAddressPart(() => `${location.search}${location.hash}`);

/** Writes a query as a new history entry (Back brings the previous one), keeping path and hash. */
export function pushSearch(params: URLSearchParams): void {
  const query = params.toString();
  history.pushState(
    history.state,
    '',
    `${location.pathname}${query ? `?${query}` : ''}${location.hash}`,
  );
  written.dispatchEvent(new Event('change'));
}
