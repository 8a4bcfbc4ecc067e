import { useSyncExternalStore } from 'react';

let online = typeof navigator === 'undefined' ? true : navigator.onLine;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (next === online) return;
  online = next;
  listeners.forEach((listener) => listener());
}

/**
 * Records what a request taught us about the network: a failed one means offline even when
 * `navigator.onLine` says otherwise (a venue's Wi-Fi without Internet), a success means online (§12).
 */
export function reportNetworkResult(ok: boolean): void {
  set(ok);
}

/** Follows the browser's `online` and `offline` events too. */
export function watchNetworkStatus(): void {
  window.addEventListener('online', () => set(true));
  window.addEventListener('offline', () => set(false));
}

/** Calls the listener whenever the app goes online or offline; returns the unsubscribe. */
export function subscribeToNetworkStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isOnline(): boolean {
  return online;
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeToNetworkStatus, isOnline, () => true);
}
