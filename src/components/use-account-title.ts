import { APP_SHORT_NAME } from '../shared/brand.ts';
import type { HomeData } from '../shared/page-data.ts';
import { pageTitle } from '../shared/page-title.ts';
import { usePageDataClient } from '../runtime/page-data/page-data-client-context.ts';
import { useDocumentTitle } from '../runtime/router/use-document-title.ts';

/**
 * `Sign in — Hallway Demo Conference` for screens whose page data does not name the conference
 * (sign-in, sign-up, account, admin): the name comes from the home page data when the app holds
 * it, else the app's own name stands in.
 */
export function useAccountTitle(heading: string): void {
  const home = usePageDataClient()?.peek('/data/index.json')?.pageData.data as HomeData | undefined;
  useDocumentTitle(pageTitle(heading, home?.conference.title ?? APP_SHORT_NAME));
}
