import { createContext, useContext } from 'react';
import type { PageData } from '../../shared/page-data.ts';

/** The page data of the screen on display, as the router loaded it. */
export const PageDataContext = createContext<PageData<unknown> | null>(null);

/**
 * The current screen's page data. The router renders a screen only once its data has arrived,
 * so a screen of a route with page data always has it; `T` is that route's data type.
 */
export function usePageData<T>(): PageData<T> {
  const pageData = useContext(PageDataContext);
  if (!pageData) throw new Error('usePageData: this route has no page data');
  return pageData as PageData<T>;
}
