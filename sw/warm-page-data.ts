import type { PageDataVersion } from './page-data-version.ts';
import { deferred } from './deferred.ts';
import { createPageDataQueue } from './page-data-queue.ts';
import { createPostWarmUpProgress } from './post-warm-up-progress.ts';
import { deletePageDataCachesExcept } from './page-data-caches.ts';
import { fetchPageInRun } from './fetch-page-in-run.ts';
import { prefetchPageData } from './prefetch-page-data.ts';
import { readManifest } from './read-manifest.ts';
import { createWarmUpHints } from './warm-up-hints.ts';
import { createWarmUpPlan, type WarmUpPlan } from './warm-up-plan.ts';
import { startWarmUpRun, type WarmUpRun } from './warm-up-run.ts';

export interface WarmOptions {
  readonly saveData: boolean;
  /** The user's time as the page has it, in ms: it decides which day is today. */
  readonly now?: number | undefined;
  /** Page-data URLs the app wants early (after today's coming events). */
  readonly early?: readonly string[] | undefined;
}

export interface WarmUp {
  /** Fetches every public page not yet cached at the current version; resolves when done or paused. */
  readonly warm: (options: WarmOptions) => Promise<void>;
  /** A page the client asked for: to the front of the queue. */
  readonly prefetch: (url: string) => Promise<void>;
  /** The network is back: resume a paused warm-up. */
  readonly resume: () => void;
}

/**
 * The warm-up of §6: reads `/data/manifest.json`, works out from Cache Storage itself what is
 * still missing at that version (so it survives the worker being stopped), and fetches it
 * through the shared queue with exactly 5 in flight, today's pages first (warm-up-plan.ts).
 * Offline, it pauses; a new version is warmed first, then the old versions' caches go.
 */
export function createWarmUp(worker: ServiceWorkerGlobalScope, version: PageDataVersion): WarmUp {
  const postProgress = createPostWarmUpProgress(worker);
  const hints = createWarmUpHints();
  let run: WarmUpRun | null = null;
  // Which of the run's pages starts next; the queue asks it whenever a slot frees.
  let plan: WarmUpPlan | null = null;
  // While a warm-up reads its manifest, a client's prefetch waits for it, so each page is fetched once.
  let starting: Promise<void> | null = null;

  const queue = createPageDataQueue(
    async function fetchForWarmUp(url) {
      if (!run?.isPending(url)) await prefetchPageData(url, { location: worker.location, version, currentRun: () => run });
      // A warm-up that began meanwhile merged this page into the task: make sure it is settled.
      const current = run;
      if (!current?.isPending(url) || current.isWriting(url)) return;
      // Offline: nothing new starts until the network is back.
      if (!(await fetchPageInRun(current, url, worker.location.origin))) queue.pause();
    },
    (isQueued) => plan?.next(isQueued),
  );

  /** Orders the run's pages again from what is cached, then fills the slots that freed meanwhile. */
  const refine = async (current: WarmUpPlan): Promise<void> => {
    await current.refine();
    if (plan === current) queue.fill();
  };

  /** Makes the manifest's version the one warmed; false when offline or there is no manifest. */
  const followManifest = async (): Promise<boolean> => {
    const manifest = await readManifest();
    if (!manifest) return false;
    if (run?.version === manifest.version) return true;
    // Nothing of the older version starts any more.
    plan = null;
    if (run) queue.clear();
    run = await startWarmUpRun({
      manifest,
      // A run a newer version has replaced no longer speaks for the warm-up.
      onSettle: (settled, finished, url) => {
        if (settled !== run) return;
        postProgress(settled.progress(), finished);
        // The home page or today's day page is in: the order after it is known.
        if (plan?.awaits(url)) void refine(plan);
      },
    });
    plan = createWarmUpPlan({ run, pages: manifest.pages, hints: hints.current });
    // Nothing starts before the new run is ordered; a warm-up waiting on the old one lets go.
    queue.pause();
    await version.set(manifest.version);
    return true;
  };

  return {
    async warm({ saveData, now, early }) {
      hints.tell({ now, early });
      const ready = deferred();
      starting = ready.promise;
      try {
        // Offline, or no manifest: the next warm-up (online, or a new page load) picks it up.
        if (!(await followManifest())) return;
        // In order from what is cached already (the home and today's pages) and the latest hints.
        await plan?.refine();
      } finally {
        // Whatever happened, prefetches waiting for the set-up go on: once the queue below has
        // resumed, so they stay within its 5 (they start at once, above it, only while it is paused).
        ready.resolve();
        starting = null;
      }
      const current = run;
      if (!current) return;
      postProgress(current.progress(), true);
      if (current.pending().length === 0) return deletePageDataCachesExcept(current.version);
      // With Save-Data only what the client asks for is fetched.
      if (saveData) return;
      queue.resume();
      // Every page cached: the older versions go, unless a newer version has taken over meanwhile.
      const warmed = current.done.then(() => (run === current ? deletePageDataCachesExcept(current.version) : undefined));
      // Resolves as soon as nothing more will start, too, so the worker is not held for nothing.
      await Promise.race([warmed, queue.nextPause()]);
    },
    async prefetch(url) {
      await starting;
      // Save-Data (or offline) keeps the queue paused: what the client asks for still goes.
      return queue.stats().paused ? queue.startNow(url) : queue.enqueue(url, { front: true });
    },
    resume() {
      // The plan takes a page put back while offline again first.
      if (plan) queue.resume();
    },
  };
}
