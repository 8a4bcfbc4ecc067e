import { OFFLINE_BUNDLE_URL, type ScheduleBundle } from '../src/shared/page-data.ts';
import { indexSchedule, type ScheduleIndex } from '../src/shared/schedule-index.ts';
import { PAGE_REQUEST } from './fetch-page-data.ts';
import { readScheduleVersion } from './read-schedule-version.ts';
import type { WarmUpRun } from './warm-up-run.ts';

const LISTS = ['days', 'rooms', 'tracks', 'events', 'persons'] as const;

/** The bundle in a `/data/offline.json` body at `version`, or null: another version, or not a bundle. */
function readBundle(text: string, version: string): ScheduleBundle | null {
  if (readScheduleVersion(text) !== version) return null;
  const data = (JSON.parse(text) as { data?: Partial<ScheduleBundle> | null }).data;
  if (!data || typeof data.conference !== 'object' || !LISTS.every((list) => Array.isArray(data[list]))) return null;
  return data as ScheduleBundle;
}

// One load per run, shared by every page of it; a newer run has its own.
const LOADS = new WeakMap<WarmUpRun, Promise<ScheduleIndex | null>>();

/**
 * The offline bundle of a run's version, indexed: from the run's cache when an earlier worker
 * fetched it already, else from the network (then kept in that cache). Null when it cannot be
 * had at that version (offline, a server without it, a newer version published meanwhile):
 * the run's pages are then fetched whole, as a client's prefetch fetches them.
 */
export function offlineBundleOf(run: WarmUpRun): Promise<ScheduleIndex | null> {
  let load = LOADS.get(run);
  if (!load) {
    LOADS.set(run, (load = loadOfflineBundle(run)));
    // Every page of the run is in: the bundle's memory goes.
    void run.done.then(() => LOADS.delete(run));
  }
  return load;
}

async function loadOfflineBundle(run: WarmUpRun): Promise<ScheduleIndex | null> {
  try {
    const kept = await run.cache.match(OFFLINE_BUNDLE_URL);
    const response = kept ?? (await fetch(OFFLINE_BUNDLE_URL, PAGE_REQUEST));
    if (!response.ok) return null;
    const text = await response.clone().text();
    const bundle = readBundle(text, run.version);
    if (!bundle) return null;
    if (!kept) await run.cache.put(OFFLINE_BUNDLE_URL, response).catch(() => undefined);
    return indexSchedule(bundle, run.version);
  } catch {
    // Offline: the next page asks again.
    LOADS.delete(run);
    return null;
  }
}
