import { createContext, useContext } from 'react';
import type { Locale } from '../../shared/locales.ts';

export interface RouterContextValue {
  /** The locale of the screen on display. */
  readonly locale: Locale;
  /** Navigates to an app path (already localised); `replace` replaces the history entry. */
  readonly navigate: (href: string, options?: { readonly replace?: boolean }) => void;
  /**
   * Writes a screen's own state into the query of the current URL, without a navigation. The
   * screen keeps that state itself: `useSearch` goes on answering the query it was loaded with.
   */
  readonly replaceSearch: (search: string) => void;
  /**
   * Queues the code and page data of an app path (already localised). On sight it waits for the
   * page to be idle; with `intent` (hover, focus, touch) it goes to the front at once.
   */
  readonly prefetch: (href: string, options?: { readonly intent?: boolean }) => void;
  /** Whether links prefetch on sight; off under Save-Data or on a 2G connection, where only hover, focus and touch do. */
  readonly prefetchOnSight: boolean;
}

export const RouterContext = createContext<RouterContextValue | null>(null);

export function useRouter(): RouterContextValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useRouter needs a <HallwayRouter> above it');
  return router;
}
