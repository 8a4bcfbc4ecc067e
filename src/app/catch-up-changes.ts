import { pageDataUrl, type PageData } from '../shared/page-data.ts';
import { routeHref } from '../shared/routes.ts';
import type { ChangesData } from '../shared/schedule-changes.ts';
import { PageDataError } from '../runtime/page-data/page-data-error.ts';
import { reloadDeviceChanges, updateDeviceChanges } from '../components/changed-events-store.ts';
import { recordChanges, type DeviceChanges } from '../components/changed-events.ts';
import type { LocalStars } from '../features/agenda/merge-stars.ts';
import { followRenamedEvents } from '../features/agenda/use-stars.ts';
import { followRenamedFeedback } from '../features/event/local-feedback.ts';

/**
 * What a catch-up found: whether the schedule changed since this device last caught up, and the
 * version What changed should start from (the one last looked at), or null when there is nothing
 * to show there.
 */
export interface CatchUp {
  readonly updated: boolean;
  readonly since: string | null;
}

/** One catch-up at a time across tabs: two would move the same stars twice (a swap would undo itself). */
const LOCK = 'hallway-schedule-changes';

const starredIn = (stars: LocalStars) => new Set(Object.keys(stars).filter((id) => stars[id]?.starred === true));
const sinceFor = (kept: DeviceChanges, current: string) => (kept.seen !== null && kept.seen !== current ? kept.seen : null);

async function catchUp(current: string, load: (url: string) => Promise<PageData<unknown>>): Promise<CatchUp> {
  // Read afresh: another tab may have caught up while this one waited for the lock.
  const kept = await reloadDeviceChanges();
  // The first version this device shows: What changed starts here.
  if (kept.caughtUp === null) {
    const started = await updateDeviceChanges((now) => ({ ...now, seen: now.seen ?? current, caughtUp: now.caughtUp ?? current }));
    return { updated: false, since: sinceFor(started, current) };
  }
  if (kept.caughtUp === current) return { updated: false, since: sinceFor(kept, current) };

  let data: ChangesData;
  try {
    data = (await load(pageDataUrl(routeHref('changes', { since: kept.caughtUp })))).data as ChangesData;
  } catch (error) {
    if (!(error instanceof PageDataError && error.kind === 'not-found')) return { updated: false, since: sinceFor(kept, current) };
    // The server no longer knows that version (its store was reset): start again from this one.
    const restarted = await updateDeviceChanges((now) => ({ ...now, seen: now.seen === now.caughtUp ? current : now.seen, caughtUp: current }));
    return { updated: true, since: sinceFor(restarted, current) };
  }
  // The screen showed an older copy than the server serves: nothing new since the last catch-up.
  if (data.from === data.to) return { updated: false, since: sinceFor(kept, data.to) };

  const stars = await followRenamedEvents(data.renamed);
  await followRenamedFeedback(data.renamed);
  const starred = { before: starredIn(stars.before), after: starredIn(stars.after) };
  const next = await updateDeviceChanges((now) => (now.caughtUp === data.from ? recordChanges(now, data, starred) : now));
  return { updated: true, since: sinceFor(next, data.to) };
}

/**
 * Brings this device up to the version `current` on screen: fetches the changes since the
 * version it last caught up with, moves its stars and feedback to renamed events, and records what happened
 * to its starred events (badges until seen, removed ones until dismissed). Offline it leaves
 * everything for the next time.
 */
export async function catchUpChanges(current: string, load: (url: string) => Promise<PageData<unknown>>): Promise<CatchUp> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? await locks.request(LOCK, () => catchUp(current, load)) : catchUp(current, load);
}
