import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while prerendering and while hydrating, true from the render after: what depends on the
 * visitor's address or clock can then render as the prerendered page did while React hydrates it,
 * and follow the visitor right after, instead of a mismatch that makes React throw the page's HTML
 * away. On a client-side navigation it is true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
