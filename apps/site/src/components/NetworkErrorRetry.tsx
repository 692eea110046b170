import { Alert, Button } from '@acme/ui';

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
