import type { ReactNode } from 'react';

/** The most toasts kept at once; older ones give way. */
export const TOAST_LIMIT = 20;
/** How long a dismissed toast stays in the store before it is removed (ms). */
export const TOAST_REMOVE_DELAY = 1_000_000;

/** What a toast says. */
export type ToastTone = 'info' | 'success' | 'error';

/** One notification. */
export interface Toast {
  readonly id: string;
  readonly title: ReactNode;
  readonly description?: ReactNode;
  readonly tone: ToastTone;
  readonly open: boolean;
}

let toasts: readonly Toast[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removals = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Subscribes to changes of the toast list; returns the unsubscribe function. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current toasts, newest first. */
export function getToasts(): readonly Toast[] {
  return toasts;
}

/** Hides a toast now and removes it after {@link TOAST_REMOVE_DELAY}. */
export function dismissToast(id: string): void {
  if (!removals.has(id)) {
    removals.set(
      id,
      setTimeout(() => {
        removals.delete(id);
        publish(toasts.filter((t) => t.id !== id));
      }, TOAST_REMOVE_DELAY),
    );
  }
  publish(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
}

/**
 * Shows a notification in the `Toaster`; returns its id. At most
 * {@link TOAST_LIMIT} are kept, newest first.
 */
export function toast(input: {
  title: ReactNode;
  description?: ReactNode;
  tone?: ToastTone;
}): string {
  counter += 1;
  const id = `toast-${counter}`;
  publish(
    [
      {
        id,
        title: input.title,
        description: input.description,
        tone: input.tone ?? 'info',
        open: true,
      },
      ...toasts,
    ].slice(0, TOAST_LIMIT),
  );
  return id;
}

/** Empties the store (for tests and stories). */
export function clearToasts(): void {
  for (const timer of removals.values()) clearTimeout(timer);
  removals.clear();
  publish([]);
}
