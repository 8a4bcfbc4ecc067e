import { compareFeedback, type AdminFeedbackData, type EventFeedback, type FeedbackComment } from '../../shared/admin-feedback.ts';
import type { ScheduleIndex } from '../page-data/schedule-index.ts';
import type { FeedbackEntry } from './feedback-entries.ts';
import { feedbackEventFacts } from './feedback-event.ts';

interface Tally {
  readonly distribution: [number, number, number, number, number];
  readonly comments: FeedbackComment[];
}

/** One decimal, as organizers read an average (4.25 → 4.3). */
function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

function sumOf(distribution: readonly number[]): { count: number; total: number } {
  let count = 0;
  let total = 0;
  distribution.forEach((n, i) => {
    count += n;
    total += n * (i + 1);
  });
  return { count, total };
}

/**
 * `/data/admin/feedback.json` from every entry (newest first, as listFeedbackEntries gives them)
 * and the schedule being served: per event with feedback its count, average, distribution and
 * non-empty comments, newest first. Schedule events nobody rated are not listed.
 */
export function summarizeFeedback(entries: readonly FeedbackEntry[], index: ScheduleIndex): AdminFeedbackData {
  const tallies = new Map<string, Tally>();
  for (const { eventId, rating, comment, at } of entries) {
    let tally = tallies.get(eventId);
    if (!tally) tallies.set(eventId, (tally = { distribution: [0, 0, 0, 0, 0], comments: [] }));
    // The store allows 1–5 only; anything else would be a corrupt row, left out rather than miscounted.
    if (!Number.isInteger(rating) || rating < 1 || rating > 5) continue;
    tally.distribution[rating - 1] = (tally.distribution[rating - 1] ?? 0) + 1;
    if (comment.trim() !== '') tally.comments.push({ rating, comment, at });
  }

  const events: EventFeedback[] = [];
  const overall = [0, 0, 0, 0, 0];
  for (const [eventId, { distribution, comments }] of tallies) {
    const { count, total } = sumOf(distribution);
    if (count === 0) continue;
    distribution.forEach((n, i) => (overall[i] = (overall[i] ?? 0) + n));
    events.push({ ...feedbackEventFacts(index, eventId), count, average: oneDecimal(total / count), distribution, comments });
  }
  events.sort(compareFeedback('count'));

  const { count, total } = sumOf(overall);
  const { conference, schedule } = index;
  return {
    conference,
    days: schedule.days.map(({ date, index: dayIndex, start, end }) => ({ date, index: dayIndex, start, end })),
    tracks: schedule.tracks.map(({ slug, name, color }) => ({ slug, name, color })),
    events,
    totals: {
      ratings: count,
      events: events.length,
      comments: events.reduce((sum, event) => sum + event.comments.length, 0),
      average: count === 0 ? null : oneDecimal(total / count),
    },
  };
}
