import { subscribe } from '@acme/ui/toasts';

/**
 * Calls `show` once, at the first toast any island raises (`toast` of `@acme/ui`), so that the
 * toaster hydrates only on a page that raises one. The store keeps the toast meanwhile: the
 * toaster shows it as it hydrates.
 *
 * @example
 * onFirstToast(() => void hydrate(toaster));
 */
export function onFirstToast(show: () => void): void {
  const stop = subscribe(() => {
    stop();
    show();
  });
}
