import { subscribe } from '@acme/ui/toasts';

/**
 * Calls `show` at the first toast any island raises (`toast` of `@acme/ui`), so that the toaster
 * hydrates only on a page that raises one. The store keeps the toast meanwhile: the toaster shows
 * it as it hydrates. When `show` fails (the toaster's code did not arrive), the next toast calls
 * it again.
 *
 * @example
 * onFirstToast(() => hydrate(toaster));
 */
export function onFirstToast(show: () => Promise<unknown>): void {
  const stop = subscribe(() => {
    stop();
    show().catch(() => onFirstToast(show));
  });
}
