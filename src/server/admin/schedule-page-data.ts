import type { PrivatePageDataSources } from '../page-data/private-page-data.ts';

/** `/data/admin/schedule.json`. */
export function schedulePageData(_sources: PrivatePageDataSources): unknown {
  return null;
}
