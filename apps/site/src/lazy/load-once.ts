/**
 * A loader that runs `load` once and shares its promise with every caller. A failure is
 * forgotten, so the next caller tries again: a dropped connection, or a deploy that replaced the
 * file, need not break the feature for the rest of the visit.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/** Starts loading ahead of need; a failure is ignored, since the caller loads again when it needs the code. */
export function preload(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}

/**
 * Preloads once the browser is first idle (after 2 s where it cannot say when it idles). The
 * page's code starts after its first paint (the entry loader), so nothing is requested before it.
 */
export function preloadWhenIdle(load: () => Promise<unknown>): void {
  // Typed as Safari has it: without `requestIdleCallback`.
  const browser: { requestIdleCallback?: (run: () => void) => number } = window;
  const whenIdle = browser.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 2000));
  whenIdle(() => preload(load));
}
