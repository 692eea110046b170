import { Alert, Button } from '@acme/ui';
import { useCallback, useEffect, useState } from 'react';
import { useLoaded } from '../use-loaded';

/**
 * A module the component needs as soon as it is on screen: loaded at once and held, as with
 * `useLoaded`. `failed` says its file did not arrive; `retry` tries again.
 */
export function useLoadedNow<M>(load: () => Promise<M>) {
  const [loaded, loadNow] = useLoaded(load);
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

/** The network error the specification words, with a button that tries again. */
export function NetworkErrorRetry({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert tone="error">
      Network error. Please try again.{' '}
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
