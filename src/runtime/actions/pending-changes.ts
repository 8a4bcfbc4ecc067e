import { useSyncExternalStore } from 'react';

/**
 * How many changes wait in the offline outbox (§7), for the "N changes waiting to sync" status.
 * Part of the initial bundle, and tiny: the outbox itself loads later and reports here.
 */
let waiting = 0;
const listeners = new Set<() => void>();

export function setPendingChanges(count: number): void {
  if (count === waiting) return;
  waiting = count;
  listeners.forEach((listener) => listener());
}

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
