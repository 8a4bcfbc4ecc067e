/** sessionStorage key guarding against reload loops when a chunk is really missing. */
export const CHUNK_RELOAD_KEY = 'hallway:chunk-reload';
/** A second failure this soon after the reload is not retried. */
const RELOAD_GUARD_MS = 10_000;
/** A chunk that fails this soon after the network dropped failed for the network, not a deploy. */
const OFFLINE_GRACE_MS = 5_000;

let wentOfflineAt = -Infinity;
if (typeof window !== 'undefined') window.addEventListener('offline', () => (wentOfflineAt = Date.now()));

/**
 * After a deploy, an open tab may ask for a lazy chunk that no longer exists. Reload once to
 * pick up the new build; if that was just tried, report false and let the error show.
 */
export function reloadOnceForMissingChunk(storage?: Storage, reload = () => window.location.reload()): boolean {
  // Offline, a reload would only show the browser's offline page: let the router say so instead.
  // Back online already, a chunk asked for while the network was down is no sign of a deploy.
  const sinceOffline = Date.now() - wentOfflineAt;
  if (!navigator.onLine || (sinceOffline >= 0 && sinceOffline < OFFLINE_GRACE_MS)) return false;
  try {
    const store = storage ?? window.sessionStorage;
    const last = Number(store.getItem(CHUNK_RELOAD_KEY) ?? 0);
    if (Date.now() - last < RELOAD_GUARD_MS) return false;
    store.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  } catch {
    // Without storage there is no guard against a reload loop: show the error instead.
    return false;
  }
  reload();
  return true;
}

/** Listens for Vite's preload failures (a chunk that 404s after a deploy) and reloads once. */
export function listenForChunkErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForMissingChunk()) event.preventDefault();
  });
}

/** Wraps a lazy screen import so a missing chunk reloads the page once instead of failing. */
export function importWithReload<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (reloadOnceForMissingChunk()) return new Promise<T>(() => undefined);
      throw error;
    });
}
