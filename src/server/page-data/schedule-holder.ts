import type { StoredSchedule } from '../store/schedule-versions.ts';
import { indexSchedule, type ScheduleIndex } from './schedule-index.ts';

export interface ScheduleHolder {
  readonly getIndex: () => ScheduleIndex;
  /** Serves another version from the next request on. */
  readonly replace: (stored: StoredSchedule) => void;
}

/** Holds the schedule being served, indexed once per version. */
export function createScheduleHolder(stored: StoredSchedule): ScheduleHolder {
  let index = indexSchedule(stored.schedule, stored.version);
  return {
    getIndex: () => index,
    replace: (next) => {
      index = indexSchedule(next.schedule, next.version);
    },
  };
}
