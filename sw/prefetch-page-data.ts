import { pageDataCacheName } from '../src/shared/sw-messages.ts';
import type { PageDataVersion } from './page-data-version.ts';
import type { WarmUpRun } from './warm-up-run.ts';
import { fetchPageData } from './fetch-page-data.ts';
import { isPublicPageData, mayStorePageData } from './keep-public-page-data.ts';
import { readScheduleVersion } from './read-schedule-version.ts';
import { storePageData } from './store-page-data.ts';
import { storePageInRun } from './store-page-in-run.ts';

export interface PrefetchPageDataOptions {
  readonly location: { readonly href: string; readonly origin: string };
  /** The version the worker serves; a page of another one is not kept. */
  readonly version: PageDataVersion;
  /** The warm-up under way, asked again after each wait: one may begin meanwhile. */
  readonly currentRun: () => WarmUpRun | null;
}

/**
 * Fetches and caches a page a client asked for that no warm-up is waiting for, at the version
 * the worker serves. The worker's own fetch does not pass its page-data route, so it is
 * cached here.
 */
export async function prefetchPageData(url: string, { location, version, currentRun }: PrefetchPageDataOptions): Promise<void> {
  // Only canonical public page data is ever cached (§6, §15): never account or admin data,
  // another spelling of it, nor the manifest.
  if (!isPublicPageData(new URL(url, location.href), location.origin)) return;
  const page = await fetchPageData(url).catch(() => null);
  if (!page || !mayStorePageData(url, page.response, location.origin)) return;
  // A warm-up began meanwhile and wants this page: it counts as one of its pages.
  const run = currentRun();
  if (run?.isPending(url)) return storePageInRun(run, page, location.origin);
  const pageVersion = readScheduleVersion(page.text);
  const served = await version.current();
  if (pageVersion === null || (served !== null && pageVersion !== served)) return;
  if (!(await storePageData(pageDataCacheName(pageVersion), page))) return;
  // A warm-up that began while this was under way counted it as missing and waits for it.
  const later = currentRun();
  if (later?.version === pageVersion) later.settle(url, true);
}
