import { useCallback, useMemo, type ReactNode } from 'react';
import { DEFAULT_LOCALE } from '../../shared/locales.ts';
import type { PageDataClient } from '../page-data/page-data-client.ts';
import { PageDataClientContext } from '../page-data/page-data-client-context.ts';
import { createHistoryStore, type HistoryStore } from './history-store.ts';
import { createLazyPrefetcher } from './lazy-prefetcher.ts';
import { RouterContext, type RouterContextValue } from './router-context.ts';
import { RouterStateContext } from './router-state.ts';
import type { ScreenLoaders } from './screens.ts';
import type { Committed } from './navigation-state.ts';
import { useNavigation, type ResolveRedirectTarget } from './use-navigation.ts';
import { useScrollAndFocus } from './use-scroll-and-focus.ts';
import { saveDataOrSlowConnection } from '../pwa/save-data.ts';

export interface HallwayRouterProps {
  readonly screens: ScreenLoaders;
  readonly pageData: PageDataClient;
  readonly children: ReactNode;
  /** Fills in what a redirect target leaves to the app; by default the target is taken as it is. */
  readonly resolveRedirectTarget?: ResolveRedirectTarget;
  /** Injected for tests; the browser history by default. */
  readonly history?: HistoryStore;
  /** Reports a route-loading timeout as an error (§4.7); a breadcrumb is always recorded. */
  readonly reportError?: (error: Error) => void;
  /**
   * The first location's view when the server rendered it (first-commit.ts): the router starts
   * with it instead of loading, so the first render is the server's HTML, hydrated as it is.
   */
  readonly initial?: Committed | null;
}

/**
 * The router of §4 (screens see their location through wouter: screen-location.tsx): canonical paths, locales, redirects with a loop guard,
 * screens loaded with their page data in parallel under the route-loading timeout, fallbacks,
 * and history that restores scroll and moves focus. The previous screen stays until the next is
 * ready. What it does for each location is decided in `navigationFor` and `viewForLoad`.
 */
export function HallwayRouter({ screens, pageData, children, resolveRedirectTarget, history: injectedHistory, reportError, initial }: HallwayRouterProps) {
  const history = useMemo(() => injectedHistory ?? createHistoryStore(), [injectedHistory]);
  const prefetcher = useMemo(() => createLazyPrefetcher(screens, pageData), [screens, pageData]);
  const state = useNavigation({ history, screens, pageData, prefetcher, resolveRedirectTarget, reportError, initial });
  const { committed } = state;
  useScrollAndFocus(committed);

  const locale = committed?.locale ?? DEFAULT_LOCALE;
  const navigate = useCallback<RouterContextValue['navigate']>(
    (href, options) => {
      void prefetcher.startNow(href);
      history.navigate(href, options);
    },
    [history, prefetcher],
  );
  const routerValue = useMemo<RouterContextValue>(
    () => ({ locale, navigate, replaceSearch: history.replaceSearch, prefetch: prefetcher.prefetch, prefetchOnSight: !saveDataOrSlowConnection() }),
    [locale, navigate, history, prefetcher],
  );
  // Nothing is painted until the first screen is ready: no "Loading…" flash, no layout shift, and
  // the first paint is the whole screen.
  if (!committed) return null;
  return (
    <RouterContext.Provider value={routerValue}>
      <RouterStateContext.Provider value={state}>
        <PageDataClientContext.Provider value={pageData}>{children}</PageDataClientContext.Provider>
      </RouterStateContext.Provider>
    </RouterContext.Provider>
  );
}
