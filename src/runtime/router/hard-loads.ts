import { sessionStore } from './session-store.ts';

/** A URL hard-loaded this recently is not hard-loaded again on a timeout (§4.7). */
export const HARD_LOAD_WINDOW_MS = 10_000;
const KEY = 'hallway:hard-loads';

function read(storage: Storage | null): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, number>) : {};
  } catch {
    // Corrupt, or storage denied (cookies blocked): start afresh rather than break navigation.
    return {};
  }
}

/** Records that a URL was loaded as a whole document (at start-up, or by the router). */
export function recordHardLoad(url: string, storage: Storage | null = sessionStore(), now = Date.now()): void {
  try {
    const loads = read(storage);
    for (const [key, at] of Object.entries(loads)) if (now - at > HARD_LOAD_WINDOW_MS) delete loads[key];
    loads[url] = now;
    storage?.setItem(KEY, JSON.stringify(loads));
  } catch {
    // Storage full or denied: at worst a timeout loads the page twice.
  }
}

export function wasHardLoadedRecently(url: string, storage: Storage | null = sessionStore(), now = Date.now()): boolean {
  const at = read(storage)[url];
  return typeof at === 'number' && now - at < HARD_LOAD_WINDOW_MS;
}
