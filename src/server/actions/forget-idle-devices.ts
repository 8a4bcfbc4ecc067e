import type { Store } from '../store/open-store.ts';
import { transact } from '../store/transact.ts';

/**
 * A signed-out device's stars, feedback and idempotency keys are forgotten after 90 days without
 * activity. Anyone can make up device ids, so without this they would only ever pile up; 90 days
 * outlasts a conference and the trip home, after which a device that signs in brings its own
 * copy (stars live on the device, §7) and only the merge of what the server kept is lost.
 */
export const DEVICE_IDLE_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

// Device owners are `device:<uuid>` (action-owner.ts): they sort from 'device:' up to, not
// including, 'device;' (';' follows ':'). Matching owners by this range on the first column of
// each table's primary key or unique index lets the index find the devices.
const DEVICES_FROM = 'device:';
const DEVICES_BELOW = 'device;';

// A device's activity is the latest time among its rows: a star's or a feedback's change time
// (as the device gave it, never later than its arrival) and an idempotency key's arrival, so a
// late replay of old changes keeps the device active.
function idleDevices(store: Store, idleSince: string) {
  const activity = store
    .selectFrom('stars')
    .select(['owner', 'updated_at as at'])
    .where('owner', '>=', DEVICES_FROM)
    .where('owner', '<', DEVICES_BELOW)
    .unionAll(store.selectFrom('feedback').select(['owner', 'updated_at as at']).where('owner', '>=', DEVICES_FROM).where('owner', '<', DEVICES_BELOW))
    .unionAll(store.selectFrom('idempotency_keys').select(['owner', 'applied_at as at']).where('owner', '>=', DEVICES_FROM).where('owner', '<', DEVICES_BELOW));
  return store
    .selectFrom(activity.as('activity'))
    .select('activity.owner')
    .groupBy('activity.owner')
    .having((eb) => eb.fn.max('activity.at'), '<=', idleSince);
}

/**
 * Deletes every row of the devices idle for DEVICE_IDLE_LIFETIME_MS (pruneExpired runs it), in
 * one transaction; answers how many rows went. Accounts' rows are never touched. Each delete finds
 * the same devices: it only removes rows of devices whose every row is that old.
 */
export async function forgetIdleDevices(store: Store, now: Date): Promise<number> {
  const idleSince = new Date(now.getTime() - DEVICE_IDLE_LIFETIME_MS).toISOString();
  return transact(store, async (trx) => {
    let deleted = 0;
    for (const table of ['stars', 'feedback', 'idempotency_keys'] as const) {
      const { numDeletedRows } = await trx.deleteFrom(table).where('owner', 'in', idleDevices(trx, idleSince)).executeTakeFirst();
      deleted += Number(numDeletedRows);
    }
    return deleted;
  });
}
