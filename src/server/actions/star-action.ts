import { z } from 'zod';
import { ACTION_REVALIDATE_HEADER } from '../../shared/actions.ts';
import { viewerOf } from '../accounts/load-viewer.ts';
import { CHANGED_AT_FIELD, EVENT_ID_FIELD, IDEMPOTENCY_KEY_FIELD, UNKNOWN_EVENT_MESSAGE } from './action-fields.ts';
import { actionOwner, NO_OWNER_MESSAGE } from './action-owner.ts';
import { invalid, refuse } from './action-responses.ts';
import { changeTime } from './change-time.ts';
import { defineAction } from './define-action.ts';
import { applyOnce, wasApplied } from './idempotency-store.ts';
import { saveStar } from './star-store.ts';

const starSchema = z.object({
  eventId: EVENT_ID_FIELD,
  starred: z.boolean({ error: 'Say whether the event is starred: true or false.' }),
  key: IDEMPOTENCY_KEY_FIELD,
  at: CHANGED_AT_FIELD,
});

/**
 * `star {eventId, starred, key, at?}`: stars or unstars an event for the account, or for the
 * device when signed out. A key seen before from the same owner is answered `repeated` and not
 * applied again; an older change never overwrites a newer one (star-store.ts).
 */
export const starAction = defineAction(starSchema, async function star(c, body, { store, getIndex, now }) {
  const owner = actionOwner(c);
  if (owner === null) return refuse(c, 400, 'no-owner', NO_OWNER_MESSAGE);
  // A repeat is recognised before the event is looked up: a replay must not fail because the schedule changed since.
  const repeated = await wasApplied(store, owner, body.key);
  if (!repeated && !getIndex().events.has(body.eventId)) return invalid(c, { eventId: UNKNOWN_EVENT_MESSAGE });

  // The account's stars are (or, for a repeat, may have been) changed: the client refetches its page data.
  if (viewerOf(c)) c.header(ACTION_REVALIDATE_HEADER, '/data/account.json');
  if (repeated) return c.json({ ok: true, repeated: true });
  const time = now();
  const change = { eventId: body.eventId, starred: body.starred, at: changeTime(body.at, time) };
  const applied = await applyOnce(store, { owner, key: body.key, action: 'star', now: time }, (trx) => saveStar(trx, owner, change));
  return applied ? c.json({ ok: true, star: applied.result }) : c.json({ ok: true, repeated: true });
});
