import { fetchPageData } from './fetch-page-data.ts';
import { storePageInRun } from './store-page-in-run.ts';
import type { WarmUpRun } from './warm-up-run.ts';

/**
 * The warm-up's task for one page: it holds its queue slot while the request is on the
 * network, body included, and no longer. The check and the write into Cache Storage follow once
 * the slot is free, so the next page starts at once and the 5 slots stay on the network.
 * Answers false when offline; the page then stays pending, to be queued again on resume.
 */
export async function fetchPageInRun(run: WarmUpRun, url: string, origin: string): Promise<boolean> {
  const page = await fetchPageData(url).catch(() => null);
  if (!page) return false;
  void storePageInRun(run, page, origin);
  return true;
}
