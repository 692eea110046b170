import { Button, toast } from '@acme/ui';
import { SHELL } from '@content/shell';
import { type ReactNode, useEffect } from 'react';
import { loadOnce, preload, preloadWhenIdle } from '../lazy/load-once';
import { retryableImport } from '../lazy/retryable-import';
import { useModuleOnDemand } from '../lazy/use-module-on-demand';
import { createStore, useStore } from '../shared/store';
import type AssessmentDialog from './AssessmentDialog';

/** The assessment dialog as asked for: open or not, and the service it is about, if any. */
interface AssessmentRequest {
  readonly open: boolean;
  readonly service?: string;
}

/** One dialog for the page, whichever button opens it: state outside any React tree. */
const request = createStore<AssessmentRequest>({ open: false });

/** Opens the free IT assessment dialog; with a service, about that service (named in its heading, sent with the lead). */
export const openAssessment = (service?: string) => request.set({ open: true, service });

const closeAssessment = () => request.set({ ...request.get(), open: false });

/**
 * Loads the dialog's code (its form, its checks, the dialog itself). Nothing on a page's first
 * render needs it: it loads when the browser idles, when a trigger is hovered or focused, or at
 * the latest on the click.
 */
const loadAssessmentDialog: () => Promise<{ default: typeof AssessmentDialog }> = loadOnce(
  retryableImport(() => import('./AssessmentDialog')),
);

/** The page's assessment dialog, shown when any button asks for it. */
export function AssessmentHost() {
  const { open, service } = useStore(request);
  // Mounted, closed, as soon as its code is here: the tap that opens it then renders the dialog
  // alone. Once mounted it stays, so a closed dialog keeps what was typed.
  const [dialogModule, mount] = useModuleOnDemand(loadAssessmentDialog);
  const Dialog = dialogModule?.default;

  useEffect(() => preloadWhenIdle(mount), [mount]);
  useEffect(() => {
    if (open && !Dialog)
      mount().catch(() => {
        // Offline, or a deploy replaced the file: the page stays, and says so.
        closeAssessment();
        toast({ title: SHELL.networkError, tone: 'error' });
      });
  }, [open, Dialog, mount]);

  return Dialog ? <Dialog open={open} service={service} onClose={closeAssessment} /> : null;
}

/** A button that opens the assessment dialog (and fetches its code as the pointer nears). */
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
  const nearing = () => preload(loadAssessmentDialog);
  return (
    <Button
      variant={variant}
      onClick={() => openAssessment(service)}
      onPointerEnter={nearing}
      onFocus={nearing}
    >
      {children}
    </Button>
  );
}
