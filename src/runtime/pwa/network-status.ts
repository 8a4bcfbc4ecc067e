import { createStore, useStore } from '../store/create-store.ts';

/** Whether the app can reach the server, as far as the browser and the last request tell. */
const networkStatus = createStore(typeof navigator === 'undefined' ? true : navigator.onLine);

/**
 * Records what a request taught us about the network: a failed one means offline even when
 * `navigator.onLine` says otherwise (a venue's Wi-Fi without Internet), a success means online (§12).
 */
export function reportNetworkResult(ok: boolean): void {
  networkStatus.set(ok);
}

/** Follows the browser's `online` and `offline` events too. */
export function watchNetworkStatus(): void {
  window.addEventListener('online', () => networkStatus.set(true));
  window.addEventListener('offline', () => networkStatus.set(false));
}

/** Calls the listener whenever the app goes online or offline; returns the unsubscribe. */
export function subscribeToNetworkStatus(listener: () => void): () => void {
  return networkStatus.subscribe(listener);
}

/** Whether the app is online now, for code outside React. */
export function isOnline(): boolean {
  return networkStatus.get();
}

/** Whether the app is online, in a component. */
export function useOnline(): boolean {
  return useStore(networkStatus);
}
