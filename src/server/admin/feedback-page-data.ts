import type { AdminFeedbackData } from '../../shared/admin-feedback.ts';
import type { PrivatePageDataSources } from '../page-data/private-page-data.ts';
import { listFeedbackEntries } from './feedback-entries.ts';
import { summarizeFeedback } from './feedback-summary.ts';

/** `/data/admin/feedback.json`: read from the store on every request, for organizers only (the route table says so). */
export function feedbackPageData({ store, getIndex }: PrivatePageDataSources): AdminFeedbackData {
  return summarizeFeedback(listFeedbackEntries(store), getIndex());
}
