import { PAGE_DATA_FRESH_MS } from '../../shared/constants.ts';
import type { PageData } from '../../shared/page-data.ts';
import { PageDataError, pageDataErrorKind } from './page-data-error.ts';

export interface PageDataClientOptions {
  readonly fetch?: typeof fetch;
  readonly now?: () => number;
  /** Page data inlined by the server for the first screen (`<script id="page-data">`), with its URL. */
  readonly inline?: { readonly url: string; readonly pageData: PageData<unknown> } | null;
  readonly freshMs?: number;
  /** Told whether each request reached the server (the offline indicator listens). */
  readonly onNetworkResult?: (ok: boolean) => void;
}

export interface CachedPageData {
  readonly pageData: PageData<unknown>;
  readonly fetchedAt: number;
}

export interface PageDataClient {
  /** What the cache holds for a URL, fresh or not. */
  readonly peek: (url: string) => CachedPageData | undefined;
  readonly isFresh: (url: string) => boolean;
  /**
   * Page data for a URL: from the cache when fresh (or `staleOk`), else fetched; concurrent
   * loads of one URL share one request. Rejects with a PageDataError.
   */
  readonly load: (url: string, options?: { readonly staleOk?: boolean }) => Promise<PageData<unknown>>;
  /** Fetches again whatever the cache holds (background revalidation, Action-Revalidate). */
  readonly revalidate: (url: string) => Promise<PageData<unknown>>;
  /**
   * Drops a URL's entry and forgets a request for it in flight (its answer may predate the change
   * that made the entry stale, so it is not kept): the next load or revalidate fetches afresh.
   */
  readonly invalidate: (url: string) => void;
  /** Forgets everything: a new data version makes every entry stale. */
  readonly clear: () => void;
}

function isPageData(value: unknown): value is PageData<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { version?: unknown }).version === 'string' && 'data' in value;
}

/**
 * The page-data layer of §5: one in-memory cache shared by navigation and prefetch, fresh for
 * 30 s, in-flight requests deduplicated, the inlined first page used once, and every failure a
 * PageDataError — a malformed body is a server-side error, never a crash.
 */
export function createPageDataClient(options: PageDataClientOptions = {}): PageDataClient {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  const freshMs = options.freshMs ?? PAGE_DATA_FRESH_MS;
  const cache = new Map<string, CachedPageData>();
  const inFlight = new Map<string, Promise<PageData<unknown>>>();
  if (options.inline) cache.set(options.inline.url, { pageData: options.inline.pageData, fetchedAt: now() });

  async function request(url: string, stillWanted: () => boolean): Promise<PageData<unknown>> {
    let response: Response;
    try {
      response = await fetchImpl(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    } catch (error) {
      options.onNetworkResult?.(false);
      throw new PageDataError('network', url, null, null, { cause: error });
    }
    options.onNetworkResult?.(true);
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      // A body that is not JSON: an error page from a proxy, a truncated answer, the app shell.
      throw new PageDataError(response.ok ? 'server' : pageDataErrorKind(response.status), url, response.status, null, { cause: error });
    }
    if (!response.ok) {
      const digest = (body as { digest?: unknown } | null)?.digest;
      throw new PageDataError(pageDataErrorKind(response.status), url, response.status, typeof digest === 'string' ? digest : null);
    }
    if (!isPageData(body)) throw new PageDataError('server', url, response.status);
    if (stillWanted()) cache.set(url, { pageData: body, fetchedAt: now() });
    return body;
  }

  const revalidate = (url: string): Promise<PageData<unknown>> => {
    const running = inFlight.get(url);
    if (running) return running;
    const promise: Promise<PageData<unknown>> = request(url, () => inFlight.get(url) === promise).finally(() => {
      if (inFlight.get(url) === promise) inFlight.delete(url);
    });
    inFlight.set(url, promise);
    return promise;
  };

  const isFresh = (url: string) => {
    const cached = cache.get(url);
    return cached !== undefined && now() - cached.fetchedAt < freshMs;
  };

  return {
    peek: (url) => cache.get(url),
    isFresh,
    load(url, loadOptions = {}) {
      const cached = cache.get(url);
      if (cached && (isFresh(url) || loadOptions.staleOk)) return Promise.resolve(cached.pageData);
      return revalidate(url);
    },
    revalidate,
    invalidate: (url) => {
      cache.delete(url);
      inFlight.delete(url);
    },
    clear: () => cache.clear(),
  };
}
