import { useCallback, useState } from 'react';

/**
 * A module loaded on demand and held in state: `null` until a load succeeds, then the module,
 * kept for the component's life. `loadNow` starts (or, through a shared loader, joins) the load and
 * rejects when it fails, so the caller can say so; nothing is thrown to an error boundary, which
 * would take the page with it.
 */
export function useLoaded<M>(load: () => Promise<M>): readonly [M | null, () => Promise<void>] {
  const [loaded, setLoaded] = useState<M | null>(null);
  const loadNow = useCallback(
    () =>
      load().then((module) => {
        setLoaded(() => module);
      }),
    [load],
  );
  return [loaded, loadNow];
}
