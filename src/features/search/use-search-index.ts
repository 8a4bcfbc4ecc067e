import { useCallback, useEffect, useState } from 'react';
import { SEARCH_DATA_URL, type PageData, type SearchData } from '../../shared/page-data.ts';
import { createPageDataClient, type PageDataClient } from '../../runtime/page-data/page-data-client.ts';
import { usePageDataClient } from '../../runtime/page-data/page-data-client-context.ts';
import { PageDataError } from '../../runtime/page-data/page-data-error.ts';
import { reportNetworkResult, useOnline } from '../../runtime/pwa/network-status.ts';
import { buildSearchIndex, type SearchIndex } from './search-index.ts';

export type SearchIndexState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly index: SearchIndex }
  /** Not to be had now: offline and never saved on the device (`offline`), or the server failed. */
  | { readonly status: 'unavailable'; readonly offline: boolean };

let ownClient: PageDataClient | null = null;
// The index of the version last read, kept while the app runs: the search screen opens at once
// the second time. One version at a time, so memory holds one index.
let kept: { readonly version: string; readonly index: Promise<SearchIndex> } | null = null;

function indexOf({ version, data }: PageData<SearchData>): Promise<SearchIndex> {
  if (kept?.version !== version) kept = { version, index: buildSearchIndex(version, data) };
  return kept.index;
}

/**
 * The search index: `/data/search.json` read through the page-data client (memory, then the
 * service worker, whose warm-up saved it for offline use), indexed on the device. Asked again
 * when the network comes back, and on `retry`.
 */
export function useSearchIndex(): { readonly state: SearchIndexState; readonly retry: () => void } {
  const client = usePageDataClient() ?? (ownClient ??= createPageDataClient({ onNetworkResult: reportNetworkResult }));
  const online = useOnline();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SearchIndexState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    client
      .load(SEARCH_DATA_URL, { staleOk: true })
      .then((pageData) => indexOf(pageData as PageData<SearchData>))
      .then(
        (index) => current && setState({ status: 'ready', index }),
        (error: unknown) => current && setState({ status: 'unavailable', offline: error instanceof PageDataError && error.kind === 'network' }),
      );
    return () => {
      current = false;
    };
  }, [client, attempt, online]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, retry };
}
