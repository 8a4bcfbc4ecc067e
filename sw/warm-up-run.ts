import { WARM_UP_PROGRESS, pageDataCacheName, type WarmUpProgress } from '../src/shared/sw-messages.ts';
import type { PageDataManifest } from '../src/shared/page-data.ts';
import { deferred } from './deferred.ts';

/** The state of warming one schedule version: which of its pages are still missing, and how many are cached. */
export interface WarmUpRun {
  readonly version: string;
  /** That version's page-data cache. */
  readonly cache: Cache;
  /** Whether the page is still to be cached in this run. */
  readonly isPending: (url: string) => boolean;
  readonly pending: () => readonly string[];
  /** Whether an answer for the page is being written to the cache right now: it is not fetched again meanwhile. */
  readonly isWriting: (url: string) => boolean;
  /** Marks the page as being written until the returned function is called. */
  readonly beginWriting: (url: string) => () => void;
  /** A pending page is done: cached at the run's version, or not to be retried in this run. */
  readonly settle: (url: string, cached: boolean) => void;
  readonly progress: () => WarmUpProgress;
  /** Resolves once no page is pending. */
  readonly done: Promise<void>;
}

export interface WarmUpRunOptions {
  readonly manifest: PageDataManifest;
  /** Told each time a page settles, so the pages can show how far the warm-up has come (and the order can be refined). */
  readonly onSettle: (run: WarmUpRun, finished: boolean, url: string) => void;
}

/**
 * Starts warming a version. What is missing is read from the version's cache itself, not from
 * memory, so a warm-up picks up where it was after the browser stopped the worker.
 */
export async function startWarmUpRun({ manifest, onSettle }: WarmUpRunOptions): Promise<WarmUpRun> {
  const { version, pages } = manifest;
  const cache = await caches.open(pageDataCacheName(version));
  const have = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  const pending = new Set(pages.filter((page) => !have.has(page)));
  const writing = new Set<string>();
  let cached = pages.length - pending.size;
  const finished = deferred();
  if (pending.size === 0) finished.resolve();

  const run: WarmUpRun = {
    version,
    cache,
    isPending: (url) => pending.has(url),
    pending: () => [...pending],
    isWriting: (url) => writing.has(url),
    beginWriting(url) {
      writing.add(url);
      return () => writing.delete(url);
    },
    settle(url, isCached) {
      if (!pending.delete(url)) return;
      if (isCached) cached += 1;
      onSettle(run, pending.size === 0, url);
      if (pending.size === 0) finished.resolve();
    },
    progress: () => ({ type: WARM_UP_PROGRESS, version, cached, total: pages.length }),
    done: finished.promise,
  };
  return run;
}
