import { useEffect, useRef, useState } from 'react';
import { pageDataUrl, type EventData } from '../../shared/page-data.ts';
import { createPageDataClient, type PageDataClient } from '../../runtime/page-data/page-data-client.ts';
import { usePageDataClient } from '../../runtime/page-data/page-data-client-context.ts';
import { PageDataError } from '../../runtime/page-data/page-data-error.ts';
import { reportNetworkResult, useOnline } from '../../runtime/pwa/network-status.ts';
import { routeHref } from '../../shared/routes.ts';

export type StarredEvent =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: EventData }
  /** The schedule no longer has it (404). */
  | { readonly status: 'gone' }
  /** Not to be had now: offline and never saved on the device, or the server failed. */
  | { readonly status: 'unavailable' };

const LOADING: StarredEvent = { status: 'loading' };
let ownClient: PageDataClient | null = null;

/**
 * Each starred event's page data (`/data/events/:id.json`), built on the device (§3): from the
 * router's page-data cache, else through the service worker, whose warm-up saved every event for
 * offline use. What could not be had is tried again when the network comes back.
 */
export function useStarredEvents(ids: readonly string[]): ReadonlyMap<string, StarredEvent> {
  const client = usePageDataClient() ?? (ownClient ??= createPageDataClient({ onNetworkResult: reportNetworkResult }));
  const online = useOnline();
  const [events, setEvents] = useState<ReadonlyMap<string, StarredEvent>>(() => new Map());
  const requested = useRef(new Map<string, StarredEvent['status']>());
  const wanted = ids.join('\n');

  useEffect(() => {
    let current = true;
    for (const id of wanted ? wanted.split('\n') : []) {
      const before = requested.current.get(id);
      if (before === 'loading' || before === 'ready' || before === 'gone') continue;
      requested.current.set(id, 'loading');
      const settle = (event: StarredEvent) => {
        requested.current.set(id, event.status);
        if (current) setEvents((shown) => new Map(shown).set(id, event));
      };
      client.load(pageDataUrl(routeHref('event', { id })), { staleOk: true }).then(
        (pageData) => settle({ status: 'ready', data: pageData.data as EventData }),
        (error: unknown) => settle({ status: error instanceof PageDataError && error.kind === 'not-found' ? 'gone' : 'unavailable' }),
      );
    }
    // One map for the hook's life (never replaced): the cleanup reads the same one.
    const asked = requested.current;
    return () => {
      current = false;
      // An answer that arrives after this render is asked for again by the next one.
      for (const [id, status] of asked) if (status === 'loading') asked.delete(id);
    };
  }, [client, wanted, online]);

  return new Map(ids.map((id) => [id, events.get(id) ?? LOADING]));
}
