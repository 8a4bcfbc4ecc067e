import { useSyncExternalStore } from 'react';

/**
 * One small observable value, for `useSyncExternalStore`: what the runtime's counters and
 * states (pending changes, network status, warm-up progress, the history's location…) share
 * instead of each writing its own listener set.
 */
export interface Store<T> {
  /** The value it was made with: what a server render and the hydrating render show. */
  readonly initial: T;
  get(): T;
  /** Sets the value; listeners hear of it only when it changed (`Object.is`). */
  set(next: T | ((previous: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    initial,
    get: () => value,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The store's value in a component; its initial value on the server and while hydrating. */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial);
}
