import { StrictMode, startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { changedFields, replayChangedFields } from './early-input';
import { IslandFrame } from './IslandFrame';
import { ON_DEMAND_ISLANDS, identifierPrefix } from './island-ids';

export { onFirstToast } from './first-toast';

/** An island root's component, with the props its page sent. */
type Root = ComponentType<Record<string, unknown>>;

/** Runs `run` once, however often it is called (StrictMode runs effects twice in development). */
function once(run: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    run();
  };
}

/**
 * Hydrates a prerendered island in its container, as a root of its own. Settles once React has
 * committed it; by then what the visitor typed or ticked before (or during) hydration has reached
 * its components, and the container is marked `data-hydrated`. Hydration runs in a transition, in slices, so the page
 * answers input meanwhile.
 */
export function hydrateIsland(
  container: HTMLElement,
  Island: Root,
  props: Record<string, unknown>,
  id: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const committed = once(() => {
      replayChangedFields(changedFields(container));
      container.dataset.hydrated = 'true';
      resolve();
    });
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <IslandFrame onCommitted={committed}>
            <Island {...props} />
          </IslandFrame>
        </StrictMode>,
        {
          identifierPrefix: identifierPrefix(id),
          // An error past the island's boundary never commits it: the tap waiting for it is told.
          onUncaughtError: (error) =>
            reject(error instanceof Error ? error : new Error(String(error))),
        },
      );
    });
  });
}

/**
 * Renders an island that has no prerendered HTML (a dialog) into a container
 * of its own, in the place the shell keeps for them (so that the open drawer, which makes all
 * but itself inert, covers islands added later too); settles once it has committed.
 */
export function mountIsland(name: string, Island: Root): Promise<void> {
  const container = document.createElement('div');
  container.dataset.island = name;
  (document.querySelector(`[${ON_DEMAND_ISLANDS}]`) ?? document.body).append(container);
  return new Promise((resolve) => {
    const committed = once(() => {
      container.dataset.hydrated = 'true';
      resolve();
    });
    createRoot(container, { identifierPrefix: `${name}-` }).render(
      <StrictMode>
        <IslandFrame onCommitted={committed}>
          <Island />
        </IslandFrame>
      </StrictMode>,
    );
  });
}
