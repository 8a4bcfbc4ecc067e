import type { AdminFeedbackData } from '../../shared/admin-feedback.ts';
import type { PrivatePageDataSources } from '../page-data/private-page-data.ts';
import { listFeedbackEntries } from './feedback-entries.ts';
import { summarizeFeedback } from './feedback-summary.ts';

/** `/data/admin/feedback.json`: read from the store on every request, for organizers only (the route table says so). */
export async function feedbackPageData({ store, getIndex }: PrivatePageDataSources): Promise<AdminFeedbackData> {
  return summarizeFeedback(await listFeedbackEntries(store), getIndex());
}
