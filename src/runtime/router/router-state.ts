import { createContext, useContext } from 'react';
import type { Committed } from './navigation-state.ts';

export interface RouterState {
  /** What is on display; null until the first screen is ready. */
  readonly committed: Committed | null;
  /** A navigation is under way; the committed screen stays meanwhile (§4.6). */
  readonly loading: boolean;
  /** Tries the current location again (after "could not load"). */
  readonly retry: () => void;
  /** Fetches the current screen's page data afresh and shows it in place: no scroll, no focus move. */
  readonly refresh: () => Promise<void>;
}

export const RouterStateContext = createContext<RouterState>({ committed: null, loading: false, retry: () => undefined, refresh: async () => undefined });

export function useRouterState(): RouterState {
  return useContext(RouterStateContext);
}
