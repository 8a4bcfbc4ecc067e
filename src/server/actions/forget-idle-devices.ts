import { sqlite, type Store } from '../store/open-store.ts';

/**
 * A signed-out device's stars, feedback and idempotency keys are forgotten after 90 days without
 * activity. Anyone can make up device ids, so without this they would only ever pile up; 90 days
 * outlasts a conference and the trip home, after which a device that signs in brings its own
 * copy (stars live on the device, §7) and only the merge of what the server kept is lost.
 */
export const DEVICE_IDLE_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

// A device's activity is the latest time among its rows: a star's or a feedback's change time
// (as the device gave it, never later than its arrival) and an idempotency key's arrival, so a
// late replay of old changes keeps the device active. Owners are matched by a range on the first
// column of each table's primary key or unique index, so the index finds the devices.
const IDLE_DEVICES = `
  SELECT owner FROM (
    SELECT owner, updated_at AS at FROM stars WHERE owner >= 'device:' AND owner < 'device;'
    UNION ALL SELECT owner, updated_at FROM feedback WHERE owner >= 'device:' AND owner < 'device;'
    UNION ALL SELECT owner, applied_at FROM idempotency_keys WHERE owner >= 'device:' AND owner < 'device;'
  ) GROUP BY owner HAVING max(at) <= ?`;

/**
 * Deletes every row of the devices idle for DEVICE_IDLE_LIFETIME_MS (pruneExpired runs it);
 * answers how many rows went. Accounts' rows are never touched. Each delete finds the same
 * devices: it only removes rows of devices whose every row is that old.
 */
export function forgetIdleDevices(db: Store, now: Date): number {
  const idleSince = new Date(now.getTime() - DEVICE_IDLE_LIFETIME_MS).toISOString();
  return sqlite(db).transaction(() =>
    ['stars', 'feedback', 'idempotency_keys']
      .map((table) => sqlite(db).prepare(`DELETE FROM ${table} WHERE owner IN (${IDLE_DEVICES})`).run(idleSince).changes)
      .reduce((sum, changes) => sum + changes, 0),
  )();
}
