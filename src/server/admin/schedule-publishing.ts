import type { Context } from 'hono';
import { viewerOf } from '../accounts/load-viewer.ts';
import type { Viewer } from '../accounts/session-store.ts';
import type { Action } from '../actions/define-action.ts';
import { refuse } from '../actions/action-responses.ts';
import type { Store } from '../store/open-store.ts';
import type { StoredSchedule } from '../store/schedule-versions.ts';
import { transact } from '../store/transact.ts';

/** What publishing needs from the server beyond the store: the schedule holder's swap, the import's zone. */
export interface SchedulePublishing {
  /** Serves another version from the next request on (ScheduleHolder.replace). */
  readonly replace: (stored: StoredSchedule) => void;
  /** SCHEDULE_TIME_ZONE: for files that say neither offsets nor `time_zone_name`. */
  readonly defaultTimeZone?: string | undefined;
  /** How long reading a schedule from a URL may take; SCHEDULE_FETCH_TIMEOUT_MS unless given. */
  readonly fetchTimeoutMs?: number;
}

/** The organizer organizerOnly let through; throws where it did not guard the action. */
export function organizerOf(c: Context): Viewer {
  const viewer = viewerOf(c);
  if (viewer?.role !== 'organizer') throw new Error('A schedule action ran without organizerOnly');
  return viewer;
}

/**
 * Lets an action run for organizers only, checked on the server before its body is read: 401
 * when nobody is signed in, 403 for an attendee (§11).
 */
export function organizerOnly(action: Action): Action {
  return {
    ...action,
    async run(c, input, context) {
      const viewer = viewerOf(c);
      if (!viewer) return refuse(c, 401, 'unauthorized', 'Sign in as an organizer to publish schedules.');
      if (viewer.role !== 'organizer') return refuse(c, 403, 'forbidden', 'Only organizers can publish schedules.');
      return action.run(c, input, context);
    },
  };
}

/**
 * Makes a version current and serves it, as one step: the store's change and the swap happen
 * inside one transaction, so if either fails the store keeps the version it had and the
 * server keeps serving it. `makeCurrent` runs inside that transaction: every statement of it
 * goes through the store it is handed.
 */
export async function publishVersion(
  store: Store,
  publishing: SchedulePublishing,
  served: StoredSchedule | null,
  makeCurrent: (trx: Store) => Promise<StoredSchedule | null>,
): Promise<StoredSchedule | null> {
  let swapped = false;
  try {
    return await transact(store, async (trx) => {
      const stored = await makeCurrent(trx);
      if (stored) {
        publishing.replace(stored);
        swapped = true;
      }
      return stored;
    });
  } catch (error) {
    // The commit itself failed after the swap: serve again what the store still says.
    if (swapped && served) publishing.replace(served);
    throw error;
  }
}
