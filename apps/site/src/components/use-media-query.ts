import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following changes. False while prerendering and at
 * hydration (the server cannot know), so use it for what only assistive technology reads and
 * let CSS decide what is shown, or the page would shift after hydration.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => matchMedia(query).matches,
    () => false,
  );
}
