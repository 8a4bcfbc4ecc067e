import { ROUTE_LOADING_TIMEOUT_MS } from '../../shared/constants.ts';
import { createPrefetchQueue } from '../../shared/prefetch-queue.ts';
import type { PageDataClient } from '../page-data/page-data-client.ts';
import { readPath } from '../../shared/location.ts';
import type { ScreenLoaders } from './screens.ts';
import { prefetchThroughWorker } from '../pwa/offline-warm-up.ts';
import { afterLoadWhenIdle } from '../pwa/after-load.ts';
import { SIGHT_PREFETCH_DELAY_MS, startWatchingSight } from './observe-sight.ts';

export interface Prefetcher {
  /**
   * Queues the code and page data of a localised app path; fresh data is not fetched again.
   * Links in sight wait until the page has loaded and is idle, so prefetching never competes
   * with the first screen; an intent (hover, focus, touch) goes to the front at once.
   */
  readonly prefetch: (href: string, options?: { readonly intent?: boolean }) => void;
  /** A click: the same work, moved to the front and started at once, even above the limit (§4.6). */
  readonly startNow: (href: string) => Promise<void>;
}

function prefetchWork(href: string, screens: ScreenLoaders, pageData: PageDataClient): Promise<unknown> | null {
  const url = new URL(href, 'http://x');
  const resolved = readPath(url.pathname);
  if (resolved.kind !== 'route') return null;
  const loadScreen = screens[resolved.route.name];
  const dataUrl = resolved.pageDataUrl;
  const needsData = dataUrl !== null && !pageData.isFresh(dataUrl);
  // With a service worker in control, it fetches the data into its cache through its own queue.
  const data = needsData && !prefetchThroughWorker(dataUrl) ? pageData.revalidate(dataUrl) : null;
  return Promise.all([loadScreen?.(), data]);
}

/** Prefetching through the shared queue of exactly 5 (§4.6, §13). */
export function createPrefetcher(screens: ScreenLoaders, pageData: PageDataClient): Prefetcher {
  const queue = createPrefetchQueue({
    run: (href) => {
      const work = prefetchWork(href, screens, pageData);
      if (!work) return Promise.resolve();
      // A prefetch that takes too long gives its slot back silently; nothing failed is cached.
      return Promise.race([work, new Promise((resolve) => setTimeout(resolve, ROUTE_LOADING_TIMEOUT_MS))]);
    },
  });
  queue.pause();
  let idle = false;
  afterLoadWhenIdle(
    () => {
      idle = true;
      queue.resume();
      startWatchingSight();
    },
    { delayMs: SIGHT_PREFETCH_DELAY_MS, timeoutMs: 3000 },
  );
  return {
    prefetch: (href, options = {}) => {
      if (!options.intent) void queue.enqueue(href);
      // Before the page is idle the queue is paused: a hover still gets its prefetch.
      else if (idle) void queue.enqueue(href, { front: true });
      else void queue.startNow(href);
    },
    startNow: (href) => queue.startNow(href),
  };
}
