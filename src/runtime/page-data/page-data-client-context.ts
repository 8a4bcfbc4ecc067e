import { createContext, useContext } from 'react';
import type { PageDataClient } from './page-data-client.ts';

/** The page-data client the router loads with; `<HallwayRouter>` provides it. */
export const PageDataClientContext = createContext<PageDataClient | null>(null);

/** The router's page-data client, for code that changes page data (actions); null outside a router. */
export function usePageDataClient(): PageDataClient | null {
  return useContext(PageDataClientContext);
}
