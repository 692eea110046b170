// The toasts' store without the `Toaster` that shows them (`@acme/ui/toasts`): a page can listen
// for its first toast before it loads the component, React or styled-components.
export {
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  clearToasts,
  dismissToast,
  getToasts,
  subscribe,
  toast,
} from '../Toaster/store';
export type { Toast, ToastTone } from '../Toaster/store';
