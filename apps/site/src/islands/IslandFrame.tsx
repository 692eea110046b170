import { LabelsProvider } from '@acme/ui';
import { UI_LABELS } from '@content/shell';
import { useEffect, type ReactNode } from 'react';
import { PageError } from '../deploy/PageError';

/**
 * What every island's root renders around it, in the prerender and in the browser alike (the same
 * tree, so that `useId` gives the same ids): the components' own words in this build's language,
 * and a boundary that says so when the island fails.
 * Nothing else spans the page: state that islands share lives in stores outside React
 * (`shared/store.ts`).
 */
export function IslandFrame({
  children,
  onCommitted,
}: {
  children: ReactNode;
  /** Called once the browser has committed the island (never in the prerender). */
  onCommitted?: () => void;
}) {
  // A parent's effects run after its children's: the island's own effects have run by then.
  useEffect(() => onCommitted?.(), [onCommitted]);
  return (
    <LabelsProvider labels={UI_LABELS}>
      <PageError>{children}</PageError>
    </LabelsProvider>
  );
}
