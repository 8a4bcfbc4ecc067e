import type { EventFeedback } from '../../shared/admin-feedback.ts';
import type { ScheduleIndex } from '../page-data/schedule-index.ts';

/** What the schedule says of an event organizers read feedback on. */
export type FeedbackEventFacts = Pick<EventFeedback, 'id' | 'title' | 'inSchedule' | 'day' | 'start' | 'room' | 'track'>;

/**
 * The event as the schedule being served has it. Feedback outlives a new schedule that drops its
 * event: such an event is named by its id, with no day, time, room or track.
 */
export function feedbackEventFacts(index: ScheduleIndex, eventId: string): FeedbackEventFacts {
  const event = index.events.get(eventId);
  if (!event) return { id: eventId, title: eventId, inSchedule: false, day: null, start: null, room: null, track: null };
  const { title, day, start, room, track } = index.summarize(event);
  return { id: eventId, title, inSchedule: true, day, start, room, track };
}
