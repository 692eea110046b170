import { useSyncExternalStore } from 'react';

/**
 * State that parts of a page share without a React tree in common (a dialog opened from any
 * button, the consent settings opened from the footer): a value outside React, with
 * `subscribe`/`get` for `useSyncExternalStore`. Every page starts from `initial`, prerendered too.
 */
export interface Store<T> {
  /** The value every page starts from, as prerendered. */
  readonly initial: T;
  readonly get: () => T;
  readonly set: (next: T) => void;
  readonly subscribe: (onChange: () => void) => () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    initial,
    get: () => value,
    set: (next) => {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

/** A store's value in a component, the initial one while prerendering and hydrating. */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial);
}
