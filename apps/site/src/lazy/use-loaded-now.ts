import { useCallback, useEffect, useState } from 'react';
import { useModuleOnDemand } from './use-module-on-demand';

/**
 * A module the component needs as soon as it is on screen: loaded at once and held, as with
 * `useModuleOnDemand`. `failed` says its file did not arrive; `retry` tries again.
 */
export function useLoadedNow<M>(load: () => Promise<M>) {
  const [loaded, loadNow] = useModuleOnDemand(load);
  const [failed, setFailed] = useState(false);
  const retry = useCallback(
    () =>
      loadNow().then(
        () => setFailed(false),
        () => setFailed(true),
      ),
    [loadNow],
  );
  useEffect(() => void retry(), [retry]);
  return { loaded, failed, retry } as const;
}
