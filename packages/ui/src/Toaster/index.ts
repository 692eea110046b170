export { Toaster } from './Toaster';
export {
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  clearToasts,
  dismissToast,
  getToasts,
  subscribe,
  toast,
} from './store';
export type { Toast, ToastTone } from './store';
