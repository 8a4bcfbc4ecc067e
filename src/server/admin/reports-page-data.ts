import type { PrivatePageDataSources } from '../page-data/private-page-data.ts';

/** The error-report screens' data (`/data/admin/reports….json`); null when there is none (404). */
export function reportsPageData(_sources: PrivatePageDataSources, _route: string, _params: Readonly<Record<string, string>>): unknown {
  return null;
}
