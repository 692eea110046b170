import AssessmentDialog from '../../components/AssessmentDialog';
import { createStore, useStore } from '../../shared/store';

/** The assessment dialog as asked for: open or not, and the service it is about, if any. */
interface AssessmentRequest {
  readonly open: boolean;
  readonly service?: string;
}

/** One dialog for the page, whichever button opens it: state outside any React tree. */
const request = createStore<AssessmentRequest>({ open: false });

/** Opens the dialog; with a service, about that service (named in its heading, sent with the lead). */
export const open = (service?: string) =>
  request.set({ open: true, service: service || undefined });

const close = () => request.set({ ...request.get(), open: false });

/**
 * The page's assessment dialog, rendered in the browser when a button first asks for it. Once
 * rendered it stays, so a closed dialog keeps what was typed.
 */
export default function AssessmentIsland() {
  const { open, service } = useStore(request);
  return <AssessmentDialog open={open} service={service} onClose={close} />;
}
