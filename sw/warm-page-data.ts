import { createPrefetchQueue, type PrefetchQueue } from '../src/shared/prefetch-queue.ts';
import { PAGE_DATA_CACHE_PREFIX, WARM_UP_PROGRESS, pageDataCacheName, type WarmUpProgress } from '../src/shared/sw-messages.ts';
import type { PageDataVersion } from './page-data-version.ts';
import { MANIFEST_PATH } from './route-page-data.ts';

/** Progress is posted at most this often while pages arrive (and always at the end). */
const PROGRESS_INTERVAL_MS = 250;

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

  const fetchAndCache = async (url: string): Promise<void> => {
    const current = run;
    if (!current || !current.pending.has(url)) return;
    let response: Response;
    try {
      response = await fetch(url, { credentials: 'same-origin' });
    } catch {
      // Offline: stop starting new requests and keep this page for later.
      current.queue.pause();
      void current.queue.enqueue(url, { front: true });
      return;
    }
    const body = response.ok ? ((await response.clone().json().catch(() => null)) as { version?: unknown } | null) : null;
    if (body?.version === current.version) await current.cache.put(url, response);
    // A page that answers other than with this version's data is not retried in this run.
    current.pending.delete(url);
    if (body?.version === current.version) current.cached += 1;
    report(current.pending.size === 0);
    if (current.pending.size === 0) current.finish();
  };

  const startRun = async (manifestVersion: string, pages: readonly string[]): Promise<Run> => {
    const cache = await caches.open(pageDataCacheName(manifestVersion));
    const have = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
    const pending = new Set(pages.filter((page) => !have.has(page)));
    let finish = () => undefined as void;
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const queue = createPrefetchQueue({ run: fetchAndCache });
    queue.pause();
    return { version: manifestVersion, cache, queue, total: pages.length, pending, cached: pages.length - pending.size, done, finish };
  };

  return {
    async warm({ saveData }) {
      let manifest: { version: string; pages: string[] };
      try {
        manifest = (await (await fetch(MANIFEST_PATH, { cache: 'no-store' })).json()) as typeof manifest;
      } catch {
        return; // Offline: the next warm-up (online, or a new page load) picks it up.
      }
      if (!run || run.version !== manifest.version) {
        run?.queue.clear();
        run = await startRun(manifest.version, manifest.pages);
        await version.set(manifest.version);
      }
      const current = run;
      report(true);
      if (current.pending.size === 0) {
        await deleteOtherVersions(current.version);
        return;
      }
      // With Save-Data only what the client asks for is fetched.
      if (saveData) return;
      for (const url of current.pending) void current.queue.enqueue(url);
      current.queue.resume();
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
      if (run?.pending.has(url)) return run.queue.enqueue(url, { front: true });
      // Not part of a warm-up: fetch it through the worker's own page-data route.
      await fetch(url, { credentials: 'same-origin' }).catch(() => undefined);
    },
    resume() {
      run?.queue.resume();
    },
  };
}
