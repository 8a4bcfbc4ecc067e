import { sqlite, type Store } from '../store/open-store.ts';
import { deviceOwner, userOwner } from './action-owner.ts';

/**
 * On sign-in (or sign-up) from a device that starred or rated while signed out, in one transaction:
 * - stars join the account's, last write wins per event by when each was changed;
 * - feedback moves to the account for events the account has not rated; where it has, the
 *   account's stays and the device's is dropped (one opinion per person and event);
 * - the device's idempotency keys are copied, so its outbox replaying them now, signed in,
 *   is recognised as a repeat.
 * The device's rows are then deleted: they belong to the account now, not to whoever signs in next.
 */
export function mergeDeviceIntoUser(db: Store, deviceId: string, userId: number): void {
  const device = deviceOwner(deviceId);
  const user = userOwner(userId);
  sqlite(db).transaction(() => {
    sqlite(db)
      .prepare(
        `INSERT INTO stars (owner, event_id, starred, updated_at)
       SELECT ?, event_id, starred, updated_at FROM stars WHERE owner = ?
       ON CONFLICT (owner, event_id) DO UPDATE SET starred = excluded.starred, updated_at = excluded.updated_at
       WHERE excluded.updated_at > stars.updated_at`,
      )
      .run(user, device);
    sqlite(db)
      .prepare(
        `INSERT INTO feedback (owner, event_id, rating, comment, updated_at)
       SELECT ?, event_id, rating, comment, updated_at FROM feedback WHERE owner = ?
       ON CONFLICT (owner, event_id) DO NOTHING`,
      )
      .run(user, device);
    sqlite(db)
      .prepare(
        `INSERT INTO idempotency_keys (owner, key, action, applied_at)
       SELECT ?, key, action, applied_at FROM idempotency_keys WHERE owner = ?
       ON CONFLICT (owner, key) DO NOTHING`,
      )
      .run(user, device);
    sqlite(db).prepare('DELETE FROM stars WHERE owner = ?').run(device);
    sqlite(db).prepare('DELETE FROM feedback WHERE owner = ?').run(device);
  })();
}
