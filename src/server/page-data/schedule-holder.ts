import type { StoredSchedule } from '../store/schedule-versions.ts';
import { prebuildPageData } from './prebuild-page-data.ts';
import { indexSchedule, type ScheduleIndex } from './schedule-index.ts';

export interface ScheduleHolder {
  readonly getIndex: () => ScheduleIndex;
  /** Serves another version from the next request on. */
  readonly replace: (stored: StoredSchedule) => void;
  /**
   * Resolves with the number of page-data bodies built in the background for the version being
   * served (0 without `prebuild`); requests are answered meanwhile, building what they need.
   */
  readonly pageDataReady: () => Promise<number>;
}

/**
 * Holds the schedule being served, indexed once per version. With `prebuild`, every public
 * page-data body of each version is built in the background as soon as it is held.
 */
export function createScheduleHolder(stored: StoredSchedule, options: { readonly prebuild?: boolean } = {}): ScheduleHolder {
  let index: ScheduleIndex;
  let ready: Promise<number>;
  let building: AbortController | undefined;
  const hold = (next: StoredSchedule) => {
    index = indexSchedule(next.schedule, next.version);
    // The version no longer served is not built any further.
    building?.abort();
    building = new AbortController();
    ready = options.prebuild
      ? prebuildPageData(index, { signal: building.signal }).catch((error: unknown) => {
          // Requests still build what they need, and report a page that cannot be built.
          console.error('Page data could not be built ahead; it is built on request instead:', error);
          return 0;
        })
      : Promise.resolve(0);
  };
  hold(stored);
  return {
    getIndex: () => index,
    replace: hold,
    pageDataReady: () => ready,
  };
}
