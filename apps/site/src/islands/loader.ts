import { isMissingChunk, reloadForMissingChunk } from '../deploy/reload-once';
import { loadOnce } from '../lazy/load-once';
import { retryableImport } from '../lazy/retryable-import';
import { changedFields } from './early-input';
import { ISLAND_PROPS_ID } from './island-ids';
import type { Hydration } from './hydration';
import { readJsonScript } from './json-script';
import { ISLANDS, type IslandModule, type IslandName } from './registry';

/**
 * React and the code that hydrates islands, loaded once, with the first island. Only an island
 * raises a toast, so from then on the first toast hydrates the toaster (`on-toast`).
 */
const importRuntime = retryableImport(() => import('./runtime'));
const loadRuntime = loadOnce(() =>
  importRuntime().then((runtime) => {
    runtime.onFirstToast(() => Promise.all([...islandsHydrating('on-toast')].map(hydrate)));
    return runtime;
  }),
);

/**
 * What an on-demand island's module offers beside its root: a way to ask it to open, with a value.
 */
interface RootModule extends IslandModule {
  readonly open?: (value?: string) => void;
}

/** Each island's root module, loaded once (and tried again after a dropped connection). */
const roots = Object.fromEntries(
  Object.entries(ISLANDS).map(([name, load]) => [
    name,
    loadOnce(retryableImport(load as () => Promise<RootModule>)),
  ]),
) as Record<IslandName, () => Promise<RootModule>>;

/**
 * A prerendered island's code that did not arrive: after a deploy (the new HTML names new files)
 * the page reloads once, unless the visitor has typed into the island, which a reload would lose;
 * then, as when offline, the tap says so (`sayNetworkError`) and the next tries again.
 */
function failed(container: HTMLElement) {
  return (error: unknown): never => {
    if (changedFields(container).length === 0 && isMissingChunk(error)) reloadForMissingChunk();
    throw error;
  };
}

/** The props the prerender wrote for each island of this page, by id. */
let pageProps: Record<string, Record<string, unknown>> | undefined;
const propsOf = (id: string) => {
  pageProps ??= readJsonScript<Record<string, Record<string, unknown>>>(ISLAND_PROPS_ID, {});
  return pageProps[id] ?? {};
};

const hydrations = new WeakMap<HTMLElement, Promise<void>>();

/** The page's prerendered islands that hydrate a given way. */
export const islandsHydrating = (when: Hydration) =>
  document.querySelectorAll<HTMLElement>(`[data-island][data-hydrate="${when}"]`);

/** Hydrates a prerendered island, once however often it is asked. */
export function hydrate(container: HTMLElement): Promise<void> {
  const started = hydrations.get(container);
  if (started) return started;
  const name = container.dataset.island as IslandName;
  const id = container.dataset.islandId ?? '';
  const hydration = Promise.all([loadRuntime(), roots[name]()])
    .then(
      ([runtime, root]) =>
        runtime.hydrateIsland(container, root.default as never, propsOf(id), Number(id)),
      failed(container),
    )
    .then(hideNetworkError);
  hydrations.set(container, hydration);
  hydration.catch(() => hydrations.delete(container));
  return hydration;
}

/** The on-demand islands rendered so far. */
const mounted = new Map<IslandName, Promise<void>>();

/**
 * Opens an on-demand island (a dialog): its store is told first, then its root renders (once) and
 * shows what was asked. Code that does not arrive is the button's to say (`sayNetworkError`); the page stays.
 */
export function openIsland(name: IslandName, value?: string): Promise<void> {
  return Promise.all([loadRuntime(), roots[name]()]).then(([runtime, root]) => {
    root.open?.(value);
    let mounting = mounted.get(name);
    if (!mounting) {
      mounting = runtime.mountIsland(name, root.default as never);
      mounted.set(name, mounting);
    }
    hideNetworkError();
    return mounting;
  });
}

/** The page's line that says a tap's code did not arrive (prerendered by the shell, hidden). */
const networkError = () => document.querySelector<HTMLElement>('[data-network-error]');

/**
 * Says that the code a tap needed did not arrive; the page stays as it is, and the next tap tries
 * again. The line is the page's own, so it shows even when React itself did not arrive.
 */
export function sayNetworkError(error: unknown): void {
  console.error(error);
  const line = networkError();
  if (line) line.hidden = false;
}

function hideNetworkError(): void {
  const line = networkError();
  if (line) line.hidden = true;
}
