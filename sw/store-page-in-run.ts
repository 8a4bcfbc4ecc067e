import type { FetchedPageData } from './fetch-page-data.ts';
import type { WarmUpRun } from './warm-up-run.ts';
import { mayStorePageData } from './keep-public-page-data.ts';
import { isStaleGeneration } from './page-generations.ts';
import { readScheduleVersion } from './read-schedule-version.ts';

/**
 * Stores an answer for one of a run's pages if it is that page at the run's version and may be
 * kept at all, then settles the page: an answer of another version, an error or a body that is
 * not page data is not retried in this run. The page counts as written meanwhile, so a client's
 * prefetch of it does not fetch it a second time.
 */
export async function storePageInRun(run: WarmUpRun, page: FetchedPageData, origin: string): Promise<void> {
  const stale = isStaleGeneration(page.url, page.generation);
  const fresh = !stale && mayStorePageData(page.url, page.response, origin) && readScheduleVersion(page.text) === run.version;
  const written = run.beginWriting(page.url);
  try {
    // A write the storage refuses (full) still settles the page: it is not retried in this run.
    if (fresh) await run.cache.put(page.url, page.response).catch(() => undefined);
  } finally {
    written();
  }
  // Revalidated since it was asked for: the revalidation's copy, if there, counts as the page.
  const revalidated = stale && (await run.cache.match(page.url).catch(() => undefined)) !== undefined;
  run.settle(page.url, fresh || revalidated);
}
