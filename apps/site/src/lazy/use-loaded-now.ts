import { useCallback, useEffect, useState } from 'react';
import { useModuleOnDemand } from './use-module-on-demand';

/**
 * A module the component needs as soon as it is on screen: loaded at once and held, as with
 * `useModuleOnDemand`. `failed` says its file did not arrive; `retry` tries again (or joins the
 * load under way) and resolves with the module, or `null` when it did not arrive.
 */
export function useLoadedNow<M>(load: () => Promise<M>) {
  const [loaded, loadNow] = useModuleOnDemand(load);
  const [failed, setFailed] = useState(false);
  const retry = useCallback(() => {
    // Not failed while it tries again: what waits says so only if this try fails too.
    setFailed(false);
    return loadNow().catch(() => {
      setFailed(true);
      return null;
    });
  }, [loadNow]);
  useEffect(() => void retry(), [retry]);
  return { loaded, failed, retry } as const;
}
