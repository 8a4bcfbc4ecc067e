import { matchesFeedbackFilter, type FeedbackFilter } from '../../shared/admin-feedback.ts';
import type { ScheduleIndex } from '../page-data/schedule-index.ts';
import type { CsvCell } from './csv.ts';
import type { FeedbackEntry } from './feedback-entries.ts';
import { feedbackEventFacts, type FeedbackEventFacts } from './feedback-event.ts';

/** The header row. English, like the column names of any data export; the cells hold the data as stored. */
export const FEEDBACK_CSV_HEADER: readonly string[] = ['event id', 'event title', 'day', 'start', 'room', 'track', 'rating', 'comment', 'given at'];

/**
 * One row per feedback entry that passes the filter (ratings without a comment too), after the
 * header: events in the schedule's order, each event's entries oldest first. Times stay ISO 8601 as
 * stored (`start` with the conference's offset, `given at` in UTC) so no zone is guessed.
 */
export function feedbackCsvRows(entries: readonly FeedbackEntry[], index: ScheduleIndex, filter: FeedbackFilter): CsvCell[][] {
  const byEvent = new Map<string, { facts: FeedbackEventFacts; entries: FeedbackEntry[] }>();
  for (const entry of entries) {
    let group = byEvent.get(entry.eventId);
    if (!group) byEvent.set(entry.eventId, (group = { facts: feedbackEventFacts(index, entry.eventId), entries: [] }));
    group.entries.push(entry);
  }
  // Events no longer in the schedule come last, by id.
  const position = new Map(index.schedule.events.map((event, i) => [event.id, i]));
  const place = (id: string) => position.get(id) ?? Number.MAX_SAFE_INTEGER;
  const groups = [...byEvent.values()]
    .filter(({ facts }) => matchesFeedbackFilter(facts, filter))
    .sort((a, b) => place(a.facts.id) - place(b.facts.id) || (a.facts.id < b.facts.id ? -1 : 1));
  const rows: CsvCell[][] = [[...FEEDBACK_CSV_HEADER]];
  for (const { facts, entries: given } of groups) {
    const oldestFirst = [...given].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
    for (const { rating, comment, at } of oldestFirst) {
      rows.push([facts.id, facts.title, facts.day ?? '', facts.start ?? '', facts.room?.name ?? '', facts.track?.name ?? '', rating, comment, at]);
    }
  }
  return rows;
}
