import { pageGeneration } from './page-generations.ts';

/**
 * How the worker asks for a page: past the browser's HTTP cache, which would only keep a
 * second copy of what Cache Storage keeps (and cost a disk write per page of the warm-up).
 */
export const PAGE_REQUEST: RequestInit = { credentials: 'same-origin', cache: 'no-store' };

/** One page-data answer as the worker fetched it, ready to be checked and stored. */
export interface FetchedPageData {
  readonly url: string;
  /** Its body still unread, for Cache Storage. */
  readonly response: Response;
  readonly text: string;
  /** The page's generation when it was asked for (page-generations.ts). */
  readonly generation: number;
}

/**
 * Fetches a page and its body, noting its generation first so that an answer overtaken by an
 * action's revalidation is never stored. It covers only the time on the network, so a caller
 * holding a queue slot can free it before writing. Rejects when offline. `asked` is the URL
 * fetched for the page, when it is another (its lean answer).
 */
export async function fetchPageData(url: string, asked: string = url): Promise<FetchedPageData> {
  const generation = pageGeneration(url);
  const response = await fetch(asked, PAGE_REQUEST);
  const text = await response.clone().text();
  return { url, response, text, generation };
}
