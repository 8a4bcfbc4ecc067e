import { useSyncExternalStore } from 'react';

/**
 * How many changes wait in the offline outbox (§7), for the "N changes waiting to sync" status;
 * the outbox reports here.
 *
 * A listener set of its own, not `createStore`: when a lazily loaded chunk imports the store
 * helper, which the first paint's chunk holds, Rolldown 1.2 moves React out of the entry chunk
 * into a chunk of its own: about 600 B more gzipped JavaScript before the first paint.
 */
let waiting = 0;
const listeners = new Set<() => void>();

/** The outbox reports its size here whenever it may have changed. */
export function setPendingChanges(count: number): void {
  if (count === waiting) return;
  waiting = count;
  listeners.forEach((listener) => listener());
}

/** The number of changes waiting, in a component; 0 until the outbox has reported. */
export function usePendingChanges(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiting,
    () => 0,
  );
}
