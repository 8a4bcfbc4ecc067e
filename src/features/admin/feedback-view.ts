import { compareFeedback, matchesFeedbackFilter, type AdminFeedbackData, type EventFeedback, type FeedbackQuery } from '../../shared/admin-feedback.ts';

/**
 * The query as applied: a day or track that is not among the schedule's (an old link, a typo)
 * filters nothing, so the screen never shows an empty list for a choice the selects cannot show.
 */
export function appliedFeedbackQuery(query: FeedbackQuery, { days, tracks }: Pick<AdminFeedbackData, 'days' | 'tracks'>): FeedbackQuery {
  return {
    sort: query.sort,
    day: days.some((day) => day.date === query.day) ? query.day : '',
    track: tracks.some((track) => track.slug === query.track) ? query.track : '',
  };
}

/** The events the applied query shows, in its order. */
export function shownFeedback(events: readonly EventFeedback[], query: FeedbackQuery): EventFeedback[] {
  return events.filter((event) => matchesFeedbackFilter(event, query)).sort(compareFeedback(query.sort));
}
