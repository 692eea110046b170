import { isMissingChunk, reloadForMissingChunk } from '../deploy/reload-once';
import { loadOnce } from '../lazy/load-once';
import { retryableImport } from '../lazy/retryable-import';
import { ISLAND_PROPS_ID } from './island-ids';
import type { Hydration } from './hydration';
import { ISLANDS, type IslandModule, type IslandName } from './registry';

/** React and the code that hydrates islands, loaded once. */
const loadReact = loadOnce(retryableImport(() => import('./runtime')));

/**
 * React and the code that hydrates islands, loaded with the first island; with it, the islands
 * that wait for it (`with-runtime`: the toaster the others share) hydrate too.
 */
export const loadRuntime = () =>
  loadReact().then((runtime) => {
    for (const companion of islandsHydrating('with-runtime')) void hydrate(companion);
    return runtime;
  });

/** What an on-demand island's module offers beside its root: a way to ask it to open. */
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
 * An island's code that did not arrive as the page started: after a deploy (the new HTML names new
 * files) the page reloads once, else it stays as sent. An island hydrated later, on a tap or a
 * focus, is never reloaded away from what the visitor typed: the tap says so, and the next tries
 * again.
 */
function failedAtStart(container: HTMLElement) {
  return (error: unknown): never => {
    if (container.dataset.hydrate === 'visible' && isMissingChunk(error)) reloadForMissingChunk();
    throw error;
  };
}

/** The props the prerender wrote for each island of this page, by id. */
let pageProps: Record<string, Record<string, unknown>> | undefined;
const propsOf = (id: string) => {
  pageProps ??= JSON.parse(document.getElementById(ISLAND_PROPS_ID)?.textContent ?? '{}') as Record<
    string,
    Record<string, unknown>
  >;
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
  const hydration = Promise.all([loadRuntime(), roots[name]()]).then(
    ([runtime, root]) =>
      runtime.hydrateIsland(container, root.default as never, propsOf(id), Number(id)),
    failedAtStart(container),
  );
  hydrations.set(container, hydration);
  hydration.catch(() => hydrations.delete(container));
  return hydration;
}

/** The on-demand islands rendered so far. */
const mounted = new Map<IslandName, Promise<void>>();

/**
 * Opens an on-demand island (a dialog, the consent banner): its store is told first, then its
 * root renders (once) and shows what was asked.
 */
export function openIsland(name: IslandName, value?: string): Promise<void> {
  return Promise.all([loadRuntime(), roots[name]()]).then(([runtime, root]) => {
    root.open?.(value);
    let mounting = mounted.get(name);
    if (!mounting) {
      mounting = runtime.mountIsland(name, root.default as never);
      mounted.set(name, mounting);
    }
    return mounting;
  });
}

/**
 * Says, in a toast, that the code a tap needed did not arrive; the page stays as it is, and the
 * next tap tries again. (Where React itself did not arrive, the button's busy state ends.)
 */
export function sayNetworkError(error: unknown): void {
  console.error(error);
  // The toaster comes with React; the words only when needed.
  Promise.all([loadRuntime(), import('./network-error')]).then(
    ([, said]) => said.sayNetworkError(),
    () => undefined,
  );
}
