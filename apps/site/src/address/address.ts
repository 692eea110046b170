import { useSyncExternalStore } from 'react';

/**
 * The document's address after its path (query and hash), as a store outside React: each page is
 * its own document, so the path never changes under a page, but the calculator writes its quote
 * into the query and Back or Forward change it.
 */

/** Told when this page writes the address itself (`pushSearch`): the browser has no event for it. */
const written = new EventTarget();

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  written.addEventListener('change', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    written.removeEventListener('change', onChange);
  };
}

const readSearch = () => location.search;

/**
 * The query (`?users=8`, or ''), '' while prerendering and hydrating: the prerendered page has no
 * query, so React hydrates that HTML as it is and follows the address right after.
 */
export const useSearch = () => useSyncExternalStore(subscribe, readSearch, () => '');

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
