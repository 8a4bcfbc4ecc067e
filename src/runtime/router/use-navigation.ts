import { startTransition, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { loadCatalogue } from '../../shared/i18n/catalogues.ts';
import { pageDataUrl } from '../../shared/page-data.ts';
import type { PageDataClient } from '../page-data/page-data-client.ts';
import { addBreadcrumb } from '../telemetry/breadcrumbs.ts';
import { recordNavigation } from '../telemetry/navigation-telemetry.ts';
import type { Prefetcher } from './create-prefetcher.ts';
import { recordHardLoad, wasHardLoadedRecently } from './hard-loads.ts';
import type { HistoryLocation, HistoryStore } from './history-store.ts';
import { loadRoute } from './load-route.ts';
import { navigationFor, type Place } from './navigation-for.ts';
import { withPageData, type Committed, type View } from './navigation-state.ts';
import { createRedirectGuard } from './redirect-guard.ts';
import type { RouterState } from './router-state.ts';
import type { ScreenLoaders } from './screens.ts';
import { viewForLoad } from './view-for-load.ts';

/**
 * Turns a redirect target into the path to go to. A target may hold a placeholder that only the
 * app can fill in, from page data: it answers with a promise then, and the progress bar shows.
 */
export type ResolveRedirectTarget = (to: string, pageData: PageDataClient) => string | Promise<string>;

export interface NavigationOptions {
  readonly history: HistoryStore;
  readonly screens: ScreenLoaders;
  readonly pageData: PageDataClient;
  readonly prefetcher: Prefetcher;
  readonly resolveRedirectTarget: ResolveRedirectTarget | undefined;
  readonly reportError: ((error: Error) => void) | undefined;
  /** What the server rendered for the first location (see first-commit.ts): shown at once, not loaded again. */
  readonly initial?: Committed | null | undefined;
}

const TOO_MANY_REDIRECTS: View = { kind: 'too-many-redirects' };

const hrefOf = (location: HistoryLocation) => location.pathname + location.search + location.hash;
/** The location as an absolute URL of this origin: a path `//evil.example` alone would name a host. */
const sameOriginHref = (location: HistoryLocation) => window.location.origin + hrefOf(location);

/**
 * Carries out what `navigationFor` and `viewForLoad` decide for each location of the history:
 * follows redirects under the loop guard, loads, commits the view once its locale's texts are
 * there, and keeps the previous screen meanwhile. Returns the router's state.
 */
export function useNavigation({ history, screens, pageData, prefetcher, resolveRedirectTarget, reportError, initial = null }: NavigationOptions): RouterState {
  const location = useSyncExternalStore(history.subscribe, history.getSnapshot, history.getSnapshot);
  const guard = useMemo(() => createRedirectGuard(), []);
  const [committed, setCommitted] = useState<Committed | null>(initial);
  const [loading, setLoading] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const intent = useRef<HistoryLocation['type']>('initial');
  // As on the server, where each redirect is a new request, a first visit that lands on `/`
  // (from `/en`, say) is sent to the preferred locale.
  const firstVisit = useRef(true);

  useEffect(() => {
    if (location.type === 'initial') recordHardLoad(hrefOf(location));
  }, [location]);

  useEffect(() => {
    let current = true;
    if (location.type !== 'replace') intent.current = location.type;
    // The screen the server rendered for this very location is on display already.
    if (initial?.location === location && attempt === 0) {
      firstVisit.current = false;
      if (initial.view.kind === 'screen') recordNavigation(initial.view.route.pattern, 'load');
      return;
    }
    const commit = (view: View, { locale, path }: Place) => {
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
    const replaceWith = (to: string) => current && history.navigate(to, { replace: true });
    const plan = navigationFor(location, {
      firstVisit: firstVisit.current,
      cookie: document.cookie,
      languages: navigator.languages ?? [],
      online: navigator.onLine,
      screens,
      pageData,
    });
    if ('route' in plan && plan.route) recordNavigation(plan.route.pattern, location.type === 'initial' ? 'load' : 'navigation');

    switch (plan.kind) {
      case 'fallback':
        commit({ kind: 'fallback', status: plan.status }, plan);
        break;
      case 'outside':
        window.location.assign(sameOriginHref(location));
        break;
      case 'redirect': {
        if (!guard.follow()) {
          commit(TOO_MANY_REDIRECTS, plan);
          break;
        }
        const to = resolveRedirectTarget?.(plan.to, pageData) ?? plan.to;
        if (typeof to === 'string') {
          replaceWith(to);
          break;
        }
        setLoading(true);
        to.then(replaceWith, (error: unknown) => commit({ kind: 'error', error }, plan));
        break;
      }
      case 'restore': {
        const { route, pageData: cached } = plan;
        plan.loadScreen().then(
          (module) => {
            commit({ kind: 'screen', route, Screen: module.default, pageData: cached }, plan);
            pageData.revalidate(plan.pageDataUrl).then(
              (fresh) => current && fresh.version !== cached.version && setCommitted((now) => (now?.location === location ? withPageData(now, fresh) : now)),
              () => undefined,
            );
          },
          (error: unknown) => commit({ kind: 'error', error }, plan),
        );
        break;
      }
      case 'load': {
        const { route, pageDataUrl: url } = plan;
        const href = hrefOf(location);
        setLoading(true);
        void prefetcher.startNow(href);
        void loadRoute(plan.loadScreen, () => (url === null ? Promise.resolve(null) : pageData.load(url))).then((result) => {
          if (!current) return;
          if (result.kind === 'timeout') {
            const message = `Route did not complete loading: ${route.pattern}`;
            addBreadcrumb({ category: 'route-loading', message, level: 'warning' });
            reportError?.(new Error(message));
          }
          const view = viewForLoad(result, { route, online: navigator.onLine, hardLoadedRecently: wasHardLoadedRecently(href) });
          if (view) return commit(view, plan);
          recordHardLoad(href);
          window.location.assign(sameOriginHref(location));
        });
      }
    }
    return () => {
      current = false;
    };
  }, [location, attempt, history, pageData, prefetcher, screens, guard, resolveRedirectTarget, reportError, initial]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const refresh = useCallback(async () => {
    const shown = committed;
    if (!shown || shown.view.kind !== 'screen' || !shown.view.route.pageData) return;
    const fresh = await pageData.revalidate(pageDataUrl(shown.path)).catch(() => null);
    if (fresh) setCommitted((now) => (now === shown ? withPageData(now, fresh) : now));
  }, [committed, pageData]);
  return useMemo(() => ({ committed, loading, retry, refresh }), [committed, loading, retry, refresh]);
}
