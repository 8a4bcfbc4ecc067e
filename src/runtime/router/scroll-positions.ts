import { sessionStore } from './session-store.ts';

const PREFIX = 'hallway:scroll:';

/** Scroll positions per history entry (§4.8), kept in sessionStorage so they survive a reload. */
export function saveScrollPosition(key: string, y: number, storage: Storage | null = sessionStore()): void {
  try {
    storage?.setItem(PREFIX + key, String(Math.round(y)));
  } catch {
    // Storage full or denied.
  }
}

export function readScrollPosition(key: string, storage: Storage | null = sessionStore()): number | null {
  try {
    const value = storage?.getItem(PREFIX + key) ?? null;
    return value === null ? null : Number(value);
  } catch {
    return null;
  }
}
