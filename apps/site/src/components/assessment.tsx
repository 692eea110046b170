import { Button, toast } from '@acme/ui';
import { SHELL } from '@content/shell';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { loadOnce, preload, preloadWhenIdle } from '../lazy/load-once';
import { retryableImport } from '../lazy/retryable-import';
import { useModuleOnDemand } from '../lazy/use-module-on-demand';
import type AssessmentDialog from './AssessmentDialog';

/** Opens the dialog; with a service, about that service (named in the heading, sent with the lead). */
type OpenAssessment = (service?: string) => void;

const AssessmentContext = createContext<OpenAssessment>(() => undefined);

/** Opens the free IT assessment dialog. */
export function useOpenAssessment(): OpenAssessment {
  return useContext(AssessmentContext);
}

/**
 * Loads the dialog's code (its form, its checks, the dialog itself). Nothing on a page's first
 * render needs it: it loads when the browser idles, when a trigger is hovered or focused, or at
 * the latest on the click.
 */
const loadAssessmentDialog: () => Promise<{ default: typeof AssessmentDialog }> = loadOnce(
  retryableImport(() => import('./AssessmentDialog')),
);

/** The assessment dialog and the means to open it from any page. */
export function AssessmentProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [service, setService] = useState<string | undefined>(undefined);
  // Mounted, closed, as soon as its code is here: the tap that opens it then renders the dialog
  // alone. Once mounted it stays, so a closed dialog keeps what was typed.
  const [dialogModule, mount] = useModuleOnDemand(loadAssessmentDialog);
  const Dialog = dialogModule?.default;
  // One function for the whole visit: opening the dialog re-renders no trigger.
  const openAssessment = useCallback<OpenAssessment>(
    (about) => {
      setService(about);
      setOpen(true);
      mount().catch(() => {
        // Offline, or a deploy replaced the file: the page stays, and says so.
        setOpen(false);
        toast({ title: SHELL.networkError, tone: 'error' });
      });
    },
    [mount],
  );

  useEffect(() => preloadWhenIdle(mount), [mount]);

  return (
    <AssessmentContext.Provider value={openAssessment}>
      {children}
      {Dialog && <Dialog open={open} service={service} onClose={() => setOpen(false)} />}
    </AssessmentContext.Provider>
  );
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
  const open = useOpenAssessment();
  const nearing = () => preload(loadAssessmentDialog);
  return (
    <Button
      variant={variant}
      onClick={() => open(service)}
      onPointerEnter={nearing}
      onFocus={nearing}
    >
      {children}
    </Button>
  );
}
