import { startTransition, useCallback, useState } from 'react';

/**
 * A module loaded on demand and held in state: `null` until a load succeeds, then the module,
 * kept for the component's life. `loadNow` starts (or, through a shared loader, joins) the load:
 * it resolves with the module, or rejects when the load fails, so the caller can say so; nothing
 * is thrown to an error boundary, which would take the page with it.
 */
export function useModuleOnDemand<M>(
  load: () => Promise<M>,
): readonly [M | null, () => Promise<M>] {
  const [loaded, setLoaded] = useState<M | null>(null);
  const loadNow = useCallback(
    () =>
      load().then((module) => {
        // What the module renders is never urgent: in a transition React renders it in slices,
        // yielding to the visitor's input, rather than in one long task.
        startTransition(() => setLoaded(() => module));
        return module;
      }),
    [load],
  );
  return [loaded, loadNow];
}
