import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { vi, type Mock } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Locale } from '../../../src/shared/locales.ts';
import { PageDataContext } from '../../../src/runtime/page-data/page-data-context.ts';
import { RouterContext, type RouterContextValue } from '../../../src/runtime/router/router-context.ts';

export interface RenderScreenOptions<T> {
  /** The page data the router would have loaded for the screen. */
  readonly data: T;
  readonly locale?: Locale;
  /** The URL on display, localised, with its query: `/de/days/2026-02-01?track=web`. */
  readonly path?: string;
  readonly version?: string;
}

export interface RenderedScreen extends RenderResult {
  /** The router's navigate; it moves the in-memory location, so `useSearch` follows. */
  readonly navigate: Mock<RouterContextValue['navigate']>;
  readonly prefetch: Mock<RouterContextValue['prefetch']>;
  readonly replaceSearch: Mock<RouterContextValue['replaceSearch']>;
}

/** Renders a screen as the router would: with its page data, the router context and a location. */
export function renderScreen<T>(screen: ReactElement, { data, locale = 'en', path = '/', version = 'v-test' }: RenderScreenOptions<T>): RenderedScreen {
  const location = memoryLocation({ path });
  let shownPath = path.split(/[?#]/)[0] ?? '/';
  const navigate = vi.fn<RouterContextValue['navigate']>((href, options) => {
    shownPath = href.split(/[?#]/)[0] ?? '/';
    location.navigate(href, { replace: options?.replace === true });
  });
  const prefetch = vi.fn<RouterContextValue['prefetch']>();
  // The query changes in place, as in the browser: `useSearch` follows, nothing navigates.
  const replaceSearch = vi.fn<RouterContextValue['replaceSearch']>((search) => location.navigate(shownPath + search, { replace: true }));
  const router: RouterContextValue = { locale, navigate, replaceSearch, prefetch, prefetchOnSight: false };
  const result = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <RouterContext.Provider value={router}>
        <PageDataContext.Provider value={{ version, data }}>{screen}</PageDataContext.Provider>
      </RouterContext.Provider>
    </Router>,
  );
  return { ...result, navigate, prefetch, replaceSearch };
}
