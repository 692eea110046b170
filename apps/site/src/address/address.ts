import { useSyncExternalStore } from 'react';

/**
 * The document's address after its path (query and hash), as a store outside React: each page is
 * its own document, so the path never changes under a page, but the calculator writes its quote
 * into the query, and a document restored from the history (Back, Forward) may bring another.
 */

/** Told when this page writes the address itself (`replaceSearch`): the browser has no event for it. */
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

/**
 * Writes a query in place of the address's, keeping path and hash: the address says what is shown
 * (a link to share, a reload that keeps it), while Back still leaves the page, as it does on
 * every other document.
 */
export function replaceSearch(params: URLSearchParams): void {
  const query = params.toString();
  history.replaceState(
    history.state,
    '',
    `${location.pathname}${query ? `?${query}` : ''}${location.hash}`,
  );
  written.dispatchEvent(new Event('change'));
}
