import { useEffect, useState } from 'react';
import type { DayData, EventSummary } from '../../shared/page-data.ts';
import { pageDataUrl } from '../../shared/page-data.ts';
import { routeHref } from '../../shared/routes.ts';
import { createPageDataClient, type PageDataClient } from '../../runtime/page-data/page-data-client.ts';
import { usePageDataClient } from '../../runtime/page-data/page-data-client-context.ts';
import { PageDataError } from '../../runtime/page-data/page-data-error.ts';

export type DayEvents =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly events: readonly EventSummary[] }
  /** No answer from the network and nothing saved on the device. */
  | { readonly status: 'offline' }
  | { readonly status: 'failed' };

const LOADING: DayEvents = { status: 'loading' };

let ownClient: PageDataClient | null = null;

/** Outside a router (a screen rendered on its own) there is no shared client: one of our own then. */
function fallbackClient(): PageDataClient {
  return (ownClient ??= createPageDataClient());
}

function eventsOf(data: unknown): DayEvents {
  const events = (data as Partial<DayData> | null)?.events;
  return Array.isArray(events) ? { status: 'ready', events } : { status: 'failed' };
}

function readCached(client: PageDataClient, url: string | null): DayEvents | null {
  const cached = url === null ? undefined : client.peek(url);
  return cached ? eventsOf(cached.pageData.data) : null;
}

/**
 * The events of one conference day, from its page data (`/data/days/<date>.json`) through the
 * router's page-data client: the memory cache a day screen or a prefetch filled answers at once,
 * and the service worker's cache answers offline. Null for no day. After a failure it tries
 * again whenever `retryKey` changes (each minute).
 */
export function useDayEvents(date: string | null, retryKey: unknown): DayEvents | null {
  const client = usePageDataClient() ?? fallbackClient();
  const url = date === null ? null : pageDataUrl(routeHref('day', { date }));
  const [loaded, setLoaded] = useState<{ readonly url: string; readonly events: DayEvents } | null>(null);
  const mine = loaded !== null && loaded.url === url ? loaded.events : null;
  const retry = mine !== null && mine.status !== 'ready' ? retryKey : null;

  useEffect(() => {
    if (url === null) return;
    let wanted = true;
    client.load(url, { staleOk: true }).then(
      (pageData) => wanted && setLoaded({ url, events: eventsOf(pageData.data) }),
      (error: unknown) => wanted && setLoaded({ url, events: { status: error instanceof PageDataError && error.kind === 'network' ? 'offline' : 'failed' } }),
    );
    return () => {
      wanted = false;
    };
  }, [client, url, retry]);

  if (url === null) return null;
  return mine ?? readCached(client, url) ?? LOADING;
}
