/** Where the time of the last reload for a missing chunk is kept, for this tab only. */
const RELOADED_AT = 'acme:reloaded-for-missing-chunk';
/** A second failure this soon after reloading is not a deploy the reload can fix. */
const LOOP_GUARD_MS = 10_000;

/**
 * Reloads the page once when a script chunk is missing, which happens when a tab stays open across
 * a deploy: the new HTML names the new chunks. Returns `false`, and does nothing, when the page was
 * reloaded for this a moment ago, so a chunk that is truly gone cannot make the page reload forever.
 * `storage` gives the tab's session storage unless replaced, and is read where its refusal (or its
 * absence, in the prerender) is caught.
 */
export function reloadForMissingChunk(
  storage: () => Pick<Storage, 'getItem' | 'setItem'> = () => sessionStorage,
  reload: () => void = () => location.reload(),
  now: number = Date.now(),
): boolean {
  try {
    const store = storage();
    if (now - Number(store.getItem(RELOADED_AT) ?? 0) < LOOP_GUARD_MS) return false;
    store.setItem(RELOADED_AT, String(now));
  } catch {
    // Storage refused (privacy mode), or none (the prerender): no guard against a loop, so no
    // reload.
    return false;
  }
  reload();
  return true;
}

/**
 * Whether an error is a script chunk that could not be loaded: the message each browser gives for
 * a failed dynamic import, or Vite's preload error.
 *
 * @example
 * isMissingChunk(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')); // => true
 * isMissingChunk(new Error('Cannot read properties of undefined')); // => false
 */
export function isMissingChunk(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload|error loading dynamically imported module/i.test(
    message,
  );
}
