import { buildPublicPageData } from '../src/shared/build-page-data.ts';
import { LEAN_QUERY } from '../src/shared/page-data.ts';
import { fetchPageData, type FetchedPageData } from './fetch-page-data.ts';
import { offlineBundleOf } from './offline-bundle.ts';
import { readScheduleVersion } from './read-schedule-version.ts';
import { storePageInRun } from './store-page-in-run.ts';
import type { WarmUpRun } from './warm-up-run.ts';

/** Headers of a page the worker built: those of its lean answer, for a body of its own. */
function builtHeaders(lean: Response): Headers {
  const headers = new Headers(lean.headers);
  for (const name of ['Content-Encoding', 'Content-Length']) headers.delete(name);
  return headers;
}

/** Whether a body is a lean answer: an object without `data` (a whole page has it). */
function isLean(text: string): boolean {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null && !('data' in body);
  } catch {
    return false;
  }
}

/**
 * A page of the run as the warm-up fetches it: its lean answer (the version alone), with the
 * page built here from the offline bundle by the builders the server uses; or, without the
 * bundle, the page whole. A lean answer at another version, or an answer that is not lean, is
 * taken as it came: the run's check then keeps or drops it as it would the whole page.
 */
async function fetchForRun(run: WarmUpRun, url: string): Promise<FetchedPageData> {
  const bundle = await offlineBundleOf(run);
  if (!bundle) return fetchPageData(url);
  const lean = await fetchPageData(url, `${url}?${LEAN_QUERY}`);
  if (lean.response.status !== 200 || readScheduleVersion(lean.text) !== bundle.version || !isLean(lean.text)) return lean;
  const data = buildPublicPageData(bundle, url);
  if (data === null) return fetchPageData(url);
  const text = JSON.stringify({ version: bundle.version, data });
  return { ...lean, text, response: new Response(text, { status: 200, headers: builtHeaders(lean.response) }) };
}

/**
 * The warm-up's task for one page: it holds its queue slot while the request is on the
 * network, body included, and no longer. The check and the write into Cache Storage follow once
 * the slot is free, so the next page starts at once and the 5 slots stay on the network.
 * Answers false when offline; the page then stays pending, to be queued again on resume.
 */
export async function fetchPageInRun(run: WarmUpRun, url: string, origin: string): Promise<boolean> {
  const page = await fetchForRun(run, url).catch(() => null);
  if (!page) return false;
  void storePageInRun(run, page, origin);
  return true;
}
