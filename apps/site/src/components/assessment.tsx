import { Button } from '@acme/ui';
import type { ReactNode } from 'react';

/**
 * A button that opens the free IT assessment dialog, wherever it is on a page: the page's listener
 * opens the dialog's island (`data-opens`), so the copy around the button is never hydrated.
 */
export function AssessmentButton({
  children,
  variant = 'primary',
  service,
}: {
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'outline';
  /** The service the request is about, e.g. from its page or card. */
  service?: string;
}) {
  return (
    <Button variant={variant} data-opens="AssessmentDialog" data-opens-with={service}>
      {children}
    </Button>
  );
}
