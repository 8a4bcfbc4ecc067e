import type { PrivatePageDataSources } from '../page-data/private-page-data.ts';

/** `/data/admin/feedback.json`. */
export function feedbackPageData(_sources: PrivatePageDataSources): unknown {
  return null;
}
