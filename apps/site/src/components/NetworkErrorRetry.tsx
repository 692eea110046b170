import { Alert, Button } from '@acme/ui';
import { SHELL } from '@content/shell';

/** The network error the specification words, with a button that tries again. */
export function NetworkErrorRetry({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert tone="error">
      {SHELL.networkError}{' '}
      <Button variant="secondary" onClick={onRetry}>
        {SHELL.tryAgain}
      </Button>
    </Alert>
  );
}
