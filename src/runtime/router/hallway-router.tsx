import { startTransition, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Router as WouterRouter } from 'wouter';
import { FIRST_DAY_PLACEHOLDER } from '../../shared/match-redirect.ts';
import { preferredLocale, splitLocale, type Locale } from '../../shared/locales.ts';
import { readLocation } from '../../shared/location.ts';
import { loadCatalogue } from '../../shared/i18n/catalogues.ts';
import { pageDataUrl, type HomeData, type PageData } from '../../shared/page-data.ts';
import type { PageDataClient } from '../page-data/page-data-client.ts';
import { PageDataClientContext } from '../page-data/page-data-client-context.ts';
import { PageDataError } from '../page-data/page-data-error.ts';
import { addBreadcrumb } from '../telemetry/breadcrumbs.ts';
import { recordNavigation } from '../telemetry/navigation-telemetry.ts';
import { createHistoryStore, type HistoryLocation, type HistoryStore } from './history-store.ts';
import { createPrefetcher } from './create-prefetcher.ts';
import { createRedirectGuard } from './redirect-guard.ts';
import { fallbackStatusOf } from './fallback-boundary.tsx';
import { loadRoute } from './load-route.ts';
import { recordHardLoad, wasHardLoadedRecently } from './hard-loads.ts';
import { RouterContext, type RouterContextValue } from './router-context.ts';
import { RouterStateContext, type RouterState } from './router-state.ts';
import type { Committed, View } from './navigation-state.ts';
import type { ScreenLoaders } from './screens.ts';
import { useScrollAndFocus } from './use-scroll-and-focus.ts';

export interface HallwayRouterProps {
  readonly screens: ScreenLoaders;
  readonly pageData: PageDataClient;
  readonly children: ReactNode;
  /** Injected for tests; the browser history by default. */
  readonly history?: HistoryStore;
  /** Reports a route-loading timeout as an error (§4.7); a breadcrumb is always recorded. */
  readonly reportError?: (error: Error) => void;
}

/** Save-Data or a 2G connection: prefetch on hover and touch only (§4.6). */
function prefetchOnSight(): boolean {
  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return !(connection?.saveData || connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g');
}

const hrefOf = (location: HistoryLocation) => location.pathname + location.search + location.hash;
/** The location as an absolute URL of this origin: a path `//evil.example` alone would name a host. */
const sameOriginHref = (location: HistoryLocation) => window.location.origin + hrefOf(location);

/**
 * The router of §4 on top of wouter: canonical paths, locales, redirects with a loop guard,
 * screens loaded with their page data in parallel under the route-loading timeout, fallbacks,
 * and history that restores scroll and moves focus. The previous screen stays until the next is ready.
 */
export function HallwayRouter({ screens, pageData, children, history: injectedHistory, reportError }: HallwayRouterProps) {
  const history = useMemo(() => injectedHistory ?? createHistoryStore(), [injectedHistory]);
  const location = useSyncExternalStore(history.subscribe, history.getSnapshot);
  const prefetcher = useMemo(() => createPrefetcher(screens, pageData), [screens, pageData]);
  const guard = useMemo(() => createRedirectGuard(), []);
  const [committed, setCommitted] = useState<Committed | null>(null);
  const [loading, setLoading] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const intent = useRef<HistoryLocation['type']>('initial');
  // The first load and the redirects it follows: as on the server, where each redirect is a new
  // request, a first visit that lands on `/` (from `/en`, say) is sent to the preferred locale.
  const firstVisit = useRef(true);

  useEffect(() => {
    if (location.type === 'initial') recordHardLoad(hrefOf(location));
  }, [location]);

  useEffect(() => {
    let current = true;
    if (location.type !== 'replace') intent.current = location.type;
    const commit = (view: View, locale: Locale, path: string) => {
      if (!current) return;
      guard.reset();
      firstVisit.current = false;
      const next = { location, locale, path, view, intent: intent.current };
      // The locale's texts come first (at once when already loaded), so no screen shows in the wrong language.
      void loadCatalogue(locale).then(() => {
        if (!current) return;
        // A transition renders in slices that yield to the browser: no long task on a big screen.
        startTransition(() => {
          setLoading(false);
          setCommitted(next);
        });
      });
    };
    // On the first visit to `/`: the stored choice, then the browser's languages (§4.2), decided as the server does.
    const detected = firstVisit.current && location.type !== 'push' && location.type !== 'pop' ? preferredLocale(document.cookie, navigator.languages ?? []) : null;
    const resolved = readLocation(location, { preferredLocale: detected });
    const { locale, path } = splitLocale(location.pathname);

    if (resolved.kind === 'redirect') {
      if (!guard.follow()) return commit({ kind: 'too-many-redirects' }, locale, path);
      if (!resolved.to.includes(FIRST_DAY_PLACEHOLDER)) {
        history.navigate(resolved.to, { replace: true });
        return;
      }
      // `/schedule` → the first day, which the home page data knows.
      setLoading(true);
      pageData.load('/data/index.json', { staleOk: true }).then(
        (home) => current && history.navigate(resolved.to.replace(FIRST_DAY_PLACEHOLDER, (home as PageData<HomeData>).data.days[0]?.date ?? ''), { replace: true }),
        (error: unknown) => commit({ kind: 'error', error }, locale, path),
      );
      return () => {
        current = false;
      };
    }
    if (resolved.kind === 'fallback') return commit({ kind: 'fallback', status: resolved.status }, resolved.locale, resolved.path);
    if (resolved.kind === 'outside') {
      // A server path or a file is not a screen: a link to one leaves the app, as the server answers it.
      if (location.type !== 'initial' && navigator.onLine) {
        window.location.assign(sameOriginHref(location));
        return;
      }
      return commit({ kind: 'fallback', status: 404 }, locale, path);
    }

    const { route, pageDataUrl } = resolved;
    recordNavigation(route.pattern, location.type === 'initial' ? 'load' : 'navigation');
    const loadScreen = screens[route.name];
    if (!loadScreen) return commit({ kind: 'fallback', status: 404 }, resolved.locale, resolved.path);
    const cached = pageDataUrl === null ? undefined : pageData.peek(pageDataUrl);

    // Back/forward: show what the cache has at once, then revalidate in the background (§4.8).
    if (location.type === 'pop' && cached && pageDataUrl !== null) {
      loadScreen().then(
        (module) => {
          commit({ kind: 'screen', route, Screen: module.default, pageData: cached.pageData }, resolved.locale, resolved.path);
          pageData.revalidate(pageDataUrl).then(
            (fresh) =>
              current &&
              fresh.version !== cached.pageData.version &&
              setCommitted((now) => (now?.location === location && now.view.kind === 'screen' ? { ...now, view: { ...now.view, pageData: fresh } } : now)),
            () => undefined,
          );
        },
        (error: unknown) => commit({ kind: 'error', error }, resolved.locale, resolved.path),
      );
      return () => {
        current = false;
      };
    }

    setLoading(true);
    const href = hrefOf(location);
    void prefetcher.startNow(href);
    loadRoute(loadScreen, () => (pageDataUrl === null ? Promise.resolve(null) : pageData.load(pageDataUrl))).then((result) => {
      if (!current) return;
      if (result.kind === 'loaded') {
        return commit({ kind: 'screen', route, Screen: result.module.default, pageData: result.data }, resolved.locale, resolved.path);
      }
      if (result.kind === 'failed') {
        const status = fallbackStatusOf(result.error);
        if (status !== null) return commit({ kind: 'fallback', status }, resolved.locale, resolved.path);
        // No answer: the page data or the screen's code is not cached and the network is gone.
        if ((result.error instanceof PageDataError && result.error.kind === 'network') || !navigator.onLine) {
          return commit({ kind: 'unavailable', reason: 'offline' }, resolved.locale, resolved.path);
        }
        return commit({ kind: 'error', error: result.error }, resolved.locale, resolved.path);
      }
      const message = `Route did not complete loading: ${route.pattern}`;
      addBreadcrumb({ category: 'route-loading', message, level: 'warning' });
      reportError?.(new Error(message));
      if (navigator.onLine && !wasHardLoadedRecently(href)) {
        recordHardLoad(href);
        window.location.assign(sameOriginHref(location));
        return;
      }
      commit({ kind: 'unavailable', reason: navigator.onLine ? 'timeout' : 'offline' }, resolved.locale, resolved.path);
    });
    return () => {
      current = false;
    };
  }, [location, attempt, history, pageData, prefetcher, screens, guard, reportError]);

  useScrollAndFocus(committed);

  const locale = committed?.locale ?? splitLocale(location.pathname).locale;
  const navigate = useCallback<RouterContextValue['navigate']>(
    (href, options) => {
      void prefetcher.startNow(href);
      history.navigate(href, options);
    },
    [history, prefetcher],
  );
  const routerValue = useMemo<RouterContextValue>(
    () => ({ locale, navigate, replaceSearch: history.replaceSearch, prefetch: prefetcher.prefetch, prefetchOnSight: prefetchOnSight() }),
    [locale, navigate, history, prefetcher],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const refresh = useCallback(async () => {
    const shown = committed;
    if (!shown || shown.view.kind !== 'screen' || !shown.view.route.pageData) return;
    const url = pageDataUrl(shown.path);
    const fresh = await pageData.revalidate(url).catch(() => null);
    if (!fresh) return;
    setCommitted((now) => (now === shown && now.view.kind === 'screen' ? { ...now, view: { ...now.view, pageData: fresh } } : now));
  }, [committed, pageData]);
  const state = useMemo<RouterState>(() => ({ committed, loading, retry, refresh }), [committed, loading, retry, refresh]);
  const wouterPath = committed?.path ?? '/';
  const wouterHook = useCallback((): [string, (to: string) => void] => [wouterPath, (to) => navigate(to)], [wouterPath, navigate]);

  // Nothing is painted until the first screen is ready: no "Loading…" flash, no layout shift, and
  // the first paint is the whole screen.
  if (!committed) return null;
  return (
    <RouterContext.Provider value={routerValue}>
      <RouterStateContext.Provider value={state}>
        <PageDataClientContext.Provider value={pageData}>
          <WouterRouter hook={wouterHook}>{children}</WouterRouter>
        </PageDataClientContext.Provider>
      </RouterStateContext.Provider>
    </RouterContext.Provider>
  );
}
