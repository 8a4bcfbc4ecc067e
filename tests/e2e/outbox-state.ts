import type { Page } from '@playwright/test';

/** The idempotency keys waiting in the page's outbox, read from IndexedDB; none while it reloads. */
export function waitingKeys(page: Page): Promise<string[]> {
  return page
    .evaluate<string[]>(
      `new Promise((resolve, reject) => {
      const open = indexedDB.open('hallway-outbox');
      open.onerror = () => reject(open.error);
      open.onupgradeneeded = () => open.result.createObjectStore('keyval');
      open.onsuccess = () => {
        const all = open.result.transaction('keyval').objectStore('keyval').getAll();
        all.onsuccess = () => { resolve(all.result.filter((entry) => entry && entry.body).map((entry) => entry.body.key)); open.result.close(); };
        all.onerror = () => reject(all.error);
      };
    })`,
    )
    .catch(() => []);
}
