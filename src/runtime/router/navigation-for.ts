import { preferredLocale, splitLocale, type Locale } from '../../shared/locales.ts';
import { readLocation, type LocationReading } from '../../shared/location.ts';
import type { PageData } from '../../shared/page-data.ts';
import type { RouteDefinition } from '../../shared/routes.ts';
import type { PageDataClient } from '../page-data/page-data-client.ts';
import type { HistoryLocation } from './history-store.ts';
import type { FallbackStatus } from './fallbacks.ts';
import type { ScreenLoaders, ScreenModule } from './screens.ts';

/** What the browser and the caches say at the moment of a navigation, read by the caller. */
export interface NavigationEnv {
  /** The first load and the redirects it follows: only these are sent to the preferred locale. */
  readonly firstVisit: boolean;
  /** `document.cookie`, where the visitor's own choice of locale is kept. */
  readonly cookie: string;
  /** `navigator.languages`. */
  readonly languages: readonly string[];
  readonly online: boolean;
  readonly screens: ScreenLoaders;
  /** The page-data cache, looked at without fetching. */
  readonly pageData: Pick<PageDataClient, 'peek'>;
}

/** Where a navigation lands: its locale and its path without locale prefix. */
export interface Place {
  readonly locale: Locale;
  readonly path: string;
}

type Reading<Kind extends LocationReading['kind']> = Extract<LocationReading, { readonly kind: Kind }>;
type ScreenReading = Omit<Reading<'route'>, 'kind'> & { readonly loadScreen: () => Promise<ScreenModule> };

/** What the router does with a location: the reading of it, with what the router needs to act. */
export type Navigation =
  /** Replace the history entry with `to` (§4.4), once the app has filled in what it holds. */
  | (Reading<'redirect'> & Place)
  /** Show a fallback at once; `route` when the path is a route whose screen is missing. */
  | (Place & { readonly kind: 'fallback'; readonly status: FallbackStatus; readonly route?: RouteDefinition })
  /** Not a screen (a server path or a file): the browser loads it as a whole document. */
  | Reading<'outside'>
  /** Back/forward with the page data cached: show it at once, then revalidate (§4.8). */
  | (ScreenReading & { readonly kind: 'restore'; readonly pageDataUrl: string; readonly pageData: PageData<unknown> })
  /** Load the screen's code and its page data together, under the route-loading timeout (§4.6, §4.7). */
  | (ScreenReading & { readonly kind: 'load' });

/**
 * Decides what a location leads to, as the server would answer it: a redirect (a first visit to
 * `/` goes to the stored or the browser's locale, §4.2), a fallback, a hard load, or a screen
 * to load or to restore from the cache.
 */
export function navigationFor(location: HistoryLocation, env: NavigationEnv): Navigation {
  const detect = env.firstVisit && location.type !== 'push' && location.type !== 'pop';
  const reading = readLocation(location, { preferredLocale: detect ? preferredLocale(env.cookie, env.languages) : null });
  switch (reading.kind) {
    case 'redirect':
      return { ...reading, ...splitLocale(location.pathname) };
    case 'fallback':
      return reading;
    case 'outside':
      // A link to a server path or a file leaves the app, as the server answers it; a first load
      // (or one offline) that the app shell answered anyway shows the 404.
      if (location.type !== 'initial' && env.online) return reading;
      return { kind: 'fallback', status: 404, ...splitLocale(location.pathname) };
    case 'route': {
      const { route, pageDataUrl } = reading;
      const loadScreen = env.screens[route.name];
      if (!loadScreen) return { ...reading, kind: 'fallback', status: 404 };
      const pageData = location.type === 'pop' && pageDataUrl !== null ? env.pageData.peek(pageDataUrl)?.pageData : undefined;
      if (pageData && pageDataUrl !== null) return { ...reading, kind: 'restore', loadScreen, pageDataUrl, pageData };
      return { ...reading, kind: 'load', loadScreen };
    }
  }
}
