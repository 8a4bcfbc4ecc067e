import { FIRST_DAY_PLACEHOLDER } from '../shared/match-redirect.ts';
import { pageDataUrl, type HomeData, type PageData } from '../shared/page-data.ts';
import type { PageDataClient } from '../runtime/page-data/page-data-client.ts';

/**
 * Fills in the one placeholder of the redirect table (src/shared/redirects.ts): `/schedule` goes
 * to the first day, which the home page data knows; stale data will do. The server fills it in
 * the same way for a direct load. Any other target is taken as it is, at once.
 */
export function resolveRedirectTarget(to: string, pageData: PageDataClient): string | Promise<string> {
  if (!to.includes(FIRST_DAY_PLACEHOLDER)) return to;
  return pageData.load(pageDataUrl('/'), { staleOk: true }).then((home) => to.replace(FIRST_DAY_PLACEHOLDER, (home as PageData<HomeData>).data.days[0]?.date ?? ''));
}
