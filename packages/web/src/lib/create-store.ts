import { useSyncExternalStore } from 'react';

/**
 * A very small external store for UI state (sidebar, device, visited views). Selectors must
 * return primitives or references the store already holds, never fresh objects.
 */
export interface Store<S> {
  get(): S;
  set(update: Partial<S> | ((state: S) => Partial<S>)): void;
  subscribe(listener: () => void): () => void;
  /** A hook: the selected part, rendering again when it changes (named as a hook for the React Compiler). */
  useSelect<T>(selector: (state: S) => T): T;
}

export function createStore<S extends object>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  const store: Store<S> = {
    get: () => state,
    set(update) {
      const patch = typeof update === 'function' ? update(state) : update;
      const changed = Object.entries(patch).some(([key, value]) => !Object.is(state[key as keyof S], value));
      if (!changed) return;
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    useSelect: <T>(selector: (state: S) => T) => useSyncExternalStore(store.subscribe, () => selector(state)),
  };
  return store;
}
