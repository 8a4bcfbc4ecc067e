import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';

/** Precaches the app shell built by Vite and removes caches left by older Workbox versions. */
export function precacheShell(entries: ReadonlyArray<PrecacheEntry | string>): void {
  precacheAndRoute([...entries]);
  cleanupOutdatedCaches();
}
