import type { ChangesData } from '../../shared/schedule-changes.ts';
import { diffSchedules } from '../schedule/diff-schedules.ts';
import { findScheduleVersion, findVersionImportedAt } from '../store/find-schedule-version.ts';
import type { Store } from '../store/open-store.ts';
import type { ScheduleIndex } from './schedule-index.ts';

/** The changes from a stored version to the one served; null when `since` names no stored version (404). */
export type ChangesDataBuilder = (index: ScheduleIndex, since: string) => Promise<ChangesData | null>;

/**
 * How many (since, served) pairs keep their diff. A publish during the conference leaves devices
 * on a handful of earlier versions; a diff of a large schedule (39C3) takes ~400 ms, so each pair
 * is computed once, and the bound keeps memory flat however many versions are asked for (§15).
 */
export const CHANGES_CACHE_SIZE = 16;

export interface ChangesDataOptions {
  readonly cacheSize?: number;
  /** The diff to run (tests count its calls). */
  readonly diff?: typeof diffSchedules;
}

/**
 * What changed since a version a device last looked at, read from the stored versions. Only a
 * version an import produced gives an answer; an unknown `since` is a 404 and nothing is kept
 * for it. `since` equal to the version served gives no changes.
 */
export function createChangesData(store: Store, { cacheSize = CHANGES_CACHE_SIZE, diff = diffSchedules }: ChangesDataOptions = {}): ChangesDataBuilder {
  // Least recently used first: a Map keeps insertion order, and a hit is moved to the end.
  const cache = new Map<string, ChangesData>();

  const compute = async (index: ScheduleIndex, since: string): Promise<ChangesData | null> => {
    const publishedAt = await findVersionImportedAt(store, index.version);
    if (publishedAt === null) return null;
    const { conference } = index;
    if (since === index.version) {
      const counts = { moved: 0, cancelled: 0, new: 0, removed: 0, changed: 0, unchanged: index.schedule.events.length };
      return { from: since, to: since, counts, changes: [], renamed: [], publishedAt, conference };
    }
    const before = await findScheduleVersion(store, since);
    if (!before) return null;
    const changes = diff({ schedule: before.schedule, version: since }, { schedule: index.schedule, version: index.version });
    return { ...changes, publishedAt, conference };
  };

  return async function buildChangesData(index, since) {
    const key = `${since}\n${index.version}`;
    const cached = cache.get(key);
    if (cached) {
      cache.delete(key);
      cache.set(key, cached);
      return cached;
    }
    const data = await compute(index, since);
    if (data === null) return null;
    cache.set(key, data);
    for (const oldest of cache.keys()) {
      if (cache.size <= cacheSize) break;
      cache.delete(oldest);
    }
    return data;
  };
}
