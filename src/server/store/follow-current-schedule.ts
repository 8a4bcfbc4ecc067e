import type { Store } from './open-store.ts';
import { currentSchedule, currentVersion, type StoredSchedule } from './schedule-versions.ts';

/**
 * How often an instance asks the store which version is current: a schedule published or rolled
 * back through another instance on the same database is served by this one within this long.
 */
export const FOLLOW_INTERVAL_MS = 2000;

export interface FollowCurrentScheduleOptions {
  readonly store: Store;
  /** The version this instance serves now. */
  readonly served: () => string;
  /** Serves another version from the next request on (the schedule holder's `replace`). */
  readonly replace: (stored: StoredSchedule) => void;
  readonly intervalMs?: number;
}

/**
 * Keeps this instance serving the version the store calls current, whichever instance made it
 * so: every FOLLOW_INTERVAL_MS it reads the current version's name, and only when that differs
 * from the one served does it read the schedule and swap. A failed read is logged and tried
 * again on the next tick. Returns a function that stops it; its timer never keeps the process
 * alive on its own.
 */
export function followCurrentSchedule({ store, served, replace, intervalMs = FOLLOW_INTERVAL_MS }: FollowCurrentScheduleOptions): () => void {
  let running = false;
  async function check(): Promise<void> {
    // A slow store: one check at a time.
    if (running) return;
    running = true;
    try {
      const version = await currentVersion(store);
      if (version === null || version === served()) return;
      const stored = await currentSchedule(store);
      if (stored && stored.version !== served()) replace(stored);
    } catch (error) {
      console.error('[hallway] reading the current schedule version failed:', error);
    } finally {
      running = false;
    }
  }
  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();
  return function stopFollowing() {
    clearInterval(timer);
  };
}
