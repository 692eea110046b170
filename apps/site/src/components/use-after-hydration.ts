import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * `value`, except while prerendering and hydrating, where it is `prerendered`: what depends on the
 * visitor's address or clock then renders as the prerendered page did while React hydrates it, and
 * follows the visitor right after, instead of a mismatch that makes React throw the page's HTML
 * away. React renders again after hydrating only when the two differ.
 *
 * @example
 * const today = useAfterHydration(todayInDubai(instant), ''); // '' while hydrating, as prerendered
 */
export function useAfterHydration<T>(value: T, prerendered: T): T {
  return useSyncExternalStore(
    subscribeToNothing,
    () => value,
    () => prerendered,
  );
}
