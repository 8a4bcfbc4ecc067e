import type { PageData } from '../../shared/page-data.ts';
import type { RouteDefinition } from '../../shared/routes.ts';
import { PageDataError } from '../page-data/page-data-error.ts';
import { fallbackStatusOf } from './fallbacks.ts';
import type { LoadRouteResult } from './load-route.ts';
import type { View } from './navigation-state.ts';
import type { ScreenModule } from './screens.ts';

export interface LoadEnv {
  /** The route that was loaded. */
  readonly route: RouteDefinition;
  readonly online: boolean;
  /** Whether this URL was loaded as a whole document moments ago (see hard-loads.ts). */
  readonly hardLoadedRecently: boolean;
}

/**
 * Turns the outcome of loading a screen with its page data into what the router shows: the
 * screen, a fallback for a 4xx, "not available offline" when nothing answered, or an
 * application error. A timeout online answers null: load the whole page, once (§4.7); after
 * that, or offline, it says the page could not load.
 */
export function viewForLoad(result: LoadRouteResult<ScreenModule, PageData<unknown> | null>, { route, online, hardLoadedRecently }: LoadEnv): View | null {
  switch (result.kind) {
    case 'loaded':
      return { kind: 'screen', route, Screen: result.module.default, pageData: result.data };
    case 'failed': {
      const status = fallbackStatusOf(result.error);
      if (status !== null) return { kind: 'fallback', status };
      // No answer: the page data or the screen's code is not cached and the network is gone.
      if ((result.error instanceof PageDataError && result.error.kind === 'network') || !online) return { kind: 'unavailable', reason: 'offline' };
      return { kind: 'error', error: result.error };
    }
    case 'timeout':
      if (online && !hardLoadedRecently) return null;
      return { kind: 'unavailable', reason: online ? 'timeout' : 'offline' };
  }
}
