import { indexSchedule as indexBundle, type ScheduleIndex as IndexOf } from '../../shared/schedule-index.ts';
import type { Schedule } from '../schedule/model.ts';

/**
 * The index the server serves: the shared index (src/shared/schedule-index.ts) over the imported
 * schedule itself, which the diff, the checks and the calendar read whole.
 */
export type ScheduleIndex = IndexOf<Schedule>;

export function indexSchedule(schedule: Schedule, version: string): ScheduleIndex {
  return indexBundle(schedule, version);
}
