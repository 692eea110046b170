import { Alert, Button } from '@acme/ui';
import { FORM_PARTS } from '@content/form-parts';

/** The network error the specification words, with a button that tries again. */
export function NetworkErrorRetry({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert tone="error">
      {FORM_PARTS.networkError}{' '}
      <Button variant="secondary" onClick={onRetry}>
        {FORM_PARTS.tryAgain}
      </Button>
    </Alert>
  );
}
