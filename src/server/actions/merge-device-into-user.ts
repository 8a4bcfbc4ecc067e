import type { Store } from '../store/open-store.ts';
import { transact } from '../store/transact.ts';
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
export async function mergeDeviceIntoUser(store: Store, deviceId: string, userId: number): Promise<void> {
  const device = deviceOwner(deviceId);
  const user = userOwner(userId);
  await transact(store, async (trx) => {
    await trx
      .insertInto('stars')
      .columns(['owner', 'event_id', 'starred', 'updated_at'])
      .expression((eb) =>
        eb
          .selectFrom('stars')
          .select([eb.val(user).as('owner'), 'event_id', 'starred', 'updated_at'])
          .where('owner', '=', device),
      )
      .onConflict((oc) =>
        oc
          .columns(['owner', 'event_id'])
          .doUpdateSet((eb) => ({ starred: eb.ref('excluded.starred'), updated_at: eb.ref('excluded.updated_at') }))
          .whereRef('excluded.updated_at', '>', 'stars.updated_at'),
      )
      .execute();
    await trx
      .insertInto('feedback')
      .columns(['owner', 'event_id', 'rating', 'comment', 'updated_at'])
      .expression((eb) =>
        eb
          .selectFrom('feedback')
          .select([eb.val(user).as('owner'), 'event_id', 'rating', 'comment', 'updated_at'])
          .where('owner', '=', device),
      )
      .onConflict((oc) => oc.columns(['owner', 'event_id']).doNothing())
      .execute();
    await trx
      .insertInto('idempotency_keys')
      .columns(['owner', 'key', 'action', 'applied_at'])
      .expression((eb) =>
        eb
          .selectFrom('idempotency_keys')
          .select([eb.val(user).as('owner'), 'key', 'action', 'applied_at'])
          .where('owner', '=', device),
      )
      .onConflict((oc) => oc.columns(['owner', 'key']).doNothing())
      .execute();
    await trx.deleteFrom('stars').where('owner', '=', device).execute();
    await trx.deleteFrom('feedback').where('owner', '=', device).execute();
  });
}
