import { createStore, get, set } from 'idb-keyval';

// The worker's own small database: it knows the schedule version after a restart, offline too.
const store = createStore('hallway-worker', 'state');
const KEY = 'page-data-version';

export interface PageDataVersion {
  readonly current: () => Promise<string | null>;
  readonly set: (version: string) => Promise<void>;
}

/** The schedule version whose page data the worker serves and warms, kept in IndexedDB. */
export function createPageDataVersion(): PageDataVersion {
  let known: string | null | undefined;
  return {
    async current() {
      known ??= (await get<string>(KEY, store).catch(() => undefined)) ?? null;
      return known;
    },
    async set(version) {
      known = version;
      await set(KEY, version, store).catch(() => undefined);
    },
  };
}
