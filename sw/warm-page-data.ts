import { createPrefetchQueue, type PrefetchQueue } from '../src/shared/prefetch-queue.ts';
import { PAGE_DATA_CACHE_PREFIX, WARM_UP_PROGRESS, pageDataCacheName, type WarmUpProgress } from '../src/shared/sw-messages.ts';
import type { PageDataVersion } from './page-data-version.ts';
import { MANIFEST_PATH } from './route-page-data.ts';
import { isPublicPageData, mayStorePageData } from './keep-public-page-data.ts';
import { pageGeneration } from './page-generations.ts';

/** Progress is posted at most this often while pages arrive (and always at the end). */
const PROGRESS_INTERVAL_MS = 250;

/**
 * How the worker asks for a page: past the browser's HTTP cache, which would only keep a
 * second copy of what Cache Storage keeps (and cost a disk write per page of the warm-up).
 */
export const PAGE_REQUEST: RequestInit = { credentials: 'same-origin', cache: 'no-store' };

export interface WarmUp {
  /** Fetches every public page not yet cached at the current version; resolves when done or paused. */
  readonly warm: (options: { readonly saveData: boolean }) => Promise<void>;
  /** A page the client asked for: to the front of the queue. */
  readonly prefetch: (url: string) => Promise<void>;
  /** The network is back: resume a paused warm-up. */
  readonly resume: () => void;
}

interface Run {
  readonly version: string;
  readonly cache: Cache;
  readonly queue: PrefetchQueue;
  readonly total: number;
  readonly pending: Set<string>;
  cached: number;
  readonly done: Promise<void>;
  readonly finish: () => void;
}

async function deleteOtherVersions(version: string): Promise<void> {
  const keep = pageDataCacheName(version);
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(PAGE_DATA_CACHE_PREFIX) && name !== keep).map((name) => caches.delete(name)));
}

/**
 * The warm-up of §6: reads `/data/manifest.json`, works out from Cache Storage itself what is
 * still missing at that version (so it survives the worker being stopped), and fetches it
 * through the shared queue with exactly 5 in flight. Offline, it pauses; a new version is
 * warmed first, then the old versions' caches go.
 */
export function createWarmUp(worker: ServiceWorkerGlobalScope, version: PageDataVersion): WarmUp {
  let run: Run | null = null;
  let lastPost = 0;
  let postTimer: ReturnType<typeof setTimeout> | undefined;

  const post = async (progress: WarmUpProgress) => {
    for (const client of await worker.clients.matchAll({ type: 'window' })) client.postMessage(progress);
  };
  const report = (now = false) => {
    if (!run) return;
    const { version: v, cached, total } = run;
    const send = () => {
      lastPost = Date.now();
      void post({ type: WARM_UP_PROGRESS, version: v, cached, total });
    };
    clearTimeout(postTimer);
    if (now || Date.now() - lastPost >= PROGRESS_INTERVAL_MS) send();
    else postTimer = setTimeout(send, PROGRESS_INTERVAL_MS);
  };

  /** Whether a page-data body is this version's: the server writes `{"version":…` first; else parse it. */
  const isVersion = (text: string, expected: string): boolean => {
    if (text.startsWith(`{"version":${JSON.stringify(expected)},`)) return true;
    try {
      return (JSON.parse(text) as { version?: unknown } | null)?.version === expected;
    } catch {
      return false;
    }
  };

  /** Pages fetched whose answers are being written to Cache Storage. */
  const storing = new Set<string>();

  /**
   * Checks and stores one answer, after its queue slot is free again — unless an action
   * revalidated the page since it was asked for (`generation`): the revalidation's copy is newer.
   */
  const store = async (current: Run, url: string, response: Response, text: string, generation: number): Promise<void> => {
    const stale = pageGeneration(url) !== generation;
    const fresh = !stale && mayStorePageData(url, response, worker.location.origin) && isVersion(text, current.version);
    storing.add(url);
    try {
      if (fresh) await current.cache.put(url, response).catch(() => undefined);
    } finally {
      storing.delete(url);
    }
    settlePage(current, url, fresh || (stale && (await current.cache.match(url).catch(() => undefined)) !== undefined));
  };

  /** One page of a run is done: cached at its version (`fresh`) or not to be retried in this run. */
  function settlePage(current: Run, url: string, fresh: boolean): void {
    if (!current.pending.delete(url)) return;
    if (fresh) current.cached += 1;
    report(current.pending.size === 0);
    if (current.pending.size === 0) current.finish();
  }

  /**
   * The queue's task: holds its slot while the request is on the network, body included, and
   * no longer. Checking the version and writing Cache Storage happen after the slot is free, so
   * the next page starts at once and the 5 slots stay on the network.
   */
  const fetchAndCache = async (url: string): Promise<void> => {
    const current = run;
    // Already fetched and being written (a client's prefetch of the same page): not again.
    if (!current || !current.pending.has(url) || storing.has(url)) return;
    let response: Response;
    let text: string;
    const generation = pageGeneration(url);
    try {
      response = await fetch(url, PAGE_REQUEST);
      text = await response.clone().text();
    } catch {
      // Offline: stop starting new requests; the page stays pending and is queued again on resume.
      current.queue.pause();
      return;
    }
    void store(current, url, response, text, generation);
  };

  const startRun = async (manifestVersion: string, pages: readonly string[]): Promise<Run> => {
    const cache = await caches.open(pageDataCacheName(manifestVersion));
    const have = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
    const pending = new Set(pages.filter((page) => !have.has(page)));
    let finish = () => undefined as void;
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    queue.pause();
    return { version: manifestVersion, cache, queue, total: pages.length, pending, cached: pages.length - pending.size, done, finish };
  };

  /** Reads the manifest; null when offline or when the answer is not a manifest. */
  const readManifest = async (): Promise<{ version: string; pages: string[] } | null> => {
    try {
      const response = await fetch(MANIFEST_PATH, { cache: 'no-store' });
      if (!response.ok) return null;
      const body = (await response.json()) as { version?: unknown; pages?: unknown };
      const pages = Array.isArray(body.pages) ? body.pages.filter((page): page is string => typeof page === 'string') : null;
      return typeof body.version === 'string' && pages ? { version: body.version, pages } : null;
    } catch {
      return null;
    }
  };

  /** Queues every pending page again (merged with those already queued or in flight) and starts. */
  const resumeRun = (current: Run) => {
    for (const url of current.pending) void current.queue.enqueue(url);
    current.queue.resume();
  };

  // While a warm-up reads its manifest, a client's prefetch waits for it, so each page is fetched once.
  let starting: Promise<void> | null = null;

  const prefetchOutsideRun = async (url: string): Promise<void> => {
    // Only canonical public page data is ever cached (§6, §15): never account or admin data,
    // another spelling of it, nor the manifest.
    if (!isPublicPageData(new URL(url, worker.location.href), worker.location.origin)) return;
    // Fetched by the worker itself, so it does not pass its own route: cache it here, at its version.
    const generation = pageGeneration(url);
    const response = await fetch(url, PAGE_REQUEST).catch(() => null);
    if (!response || !mayStorePageData(url, response, worker.location.origin)) return;
    const text = await response.clone().text().catch(() => null);
    if (text === null) return;
    // A warm-up began meanwhile and wants this page: it counts as one of its pages.
    if (run?.pending.has(url)) return store(run, url, response, text, generation);
    const body = (() => {
      try {
        return JSON.parse(text) as { version?: unknown } | null;
      } catch {
        return null;
      }
    })();
    const served = await version.current();
    // Revalidated since it was asked for: the revalidation's copy is the newer one.
    if (pageGeneration(url) !== generation) return;
    if (typeof body?.version === 'string' && (served === null || body.version === served)) {
      await (await caches.open(pageDataCacheName(body.version))).put(url, response);
      // A warm-up that began while this was under way counted it as missing and waits for it.
      if (run?.pending.has(url) && run.version === body.version) settlePage(run, url, true);
    }
  };

  /**
   * One queue for everything the worker fetches, warm-up and client prefetches alike, so the
   * 5-in-flight bound holds across both — also for a prefetch that arrives before the warm-up.
   */
  const queue: PrefetchQueue = createPrefetchQueue({
    run: async (url) => {
      if (!run?.pending.has(url)) await prefetchOutsideRun(url);
      // A warm-up that began meanwhile merged this page into the task: make sure it is settled.
      if (run?.pending.has(url) && !storing.has(url)) await fetchAndCache(url);
    },
  });

  return {
    async warm({ saveData }) {
      let ready = () => undefined as void;
      starting = new Promise<void>((resolve) => {
        ready = resolve;
      });
      try {
        const manifest = await readManifest();
        if (!manifest) return; // Offline, or no manifest: the next warm-up (online, or a new page load) picks it up.
        if (!run || run.version !== manifest.version) {
          run?.queue.clear();
          run = await startRun(manifest.version, manifest.pages);
          await version.set(manifest.version);
        }
      } finally {
        // Whatever happened, prefetches waiting for the set-up go on.
        ready();
        starting = null;
      }
      if (!run) return;
      const current = run;
      report(true);
      if (current.pending.size === 0) {
        await deleteOtherVersions(current.version);
        return;
      }
      // With Save-Data only what the client asks for is fetched.
      if (saveData) return;
      resumeRun(current);
      const paused = new Promise<void>((resolve) => {
        const check = setInterval(() => {
          if (current.queue.stats().paused || run !== current) {
            clearInterval(check);
            resolve();
          }
        }, 1000);
        void current.done.then(() => clearInterval(check));
      });
      await Promise.race([current.done.then(() => deleteOtherVersions(current.version)), paused]);
    },
    async prefetch(url) {
      await starting;
      // Save-Data (or offline) keeps the queue paused: what the client asks for still goes.
      return queue.stats().paused ? queue.startNow(url) : queue.enqueue(url, { front: true });
    },
    resume() {
      if (run) resumeRun(run);
    },
  };
}
