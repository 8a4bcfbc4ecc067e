import { z } from 'zod';
import { FEEDBACK_COMMENT_MAX_LENGTH } from '../../shared/actions.ts';
import { CHANGED_AT_FIELD, EVENT_ID_FIELD, IDEMPOTENCY_KEY_FIELD, UNKNOWN_EVENT_MESSAGE } from './action-fields.ts';
import { actionOwner, NO_OWNER_MESSAGE } from './action-owner.ts';
import { invalid, refuse } from './action-responses.ts';
import { changeTime } from './change-time.ts';
import { defineAction } from './define-action.ts';
import { saveFeedback } from './feedback-store.ts';
import { applyOnce, wasApplied } from './idempotency-store.ts';

const RATING_MESSAGE = 'Choose a rating from 1 to 5.';

const feedbackSchema = z.object({
  eventId: EVENT_ID_FIELD,
  rating: z.int({ error: RATING_MESSAGE }).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE),
  // Optional for the server: a rating alone is feedback too.
  comment: z.string({ error: 'The comment must be text.' }).max(FEEDBACK_COMMENT_MAX_LENGTH, `Keep the comment to ${FEEDBACK_COMMENT_MAX_LENGTH} characters or fewer.`).default(''),
  key: IDEMPOTENCY_KEY_FIELD,
  at: CHANGED_AT_FIELD,
});

/**
 * `feedback {eventId, rating, comment, key, at?}`: one feedback per person (account, or device
 * when signed out) and event; giving it again replaces it, unless the stored one is newer.
 */
export const feedbackAction = defineAction(feedbackSchema, async function feedback(c, body, { store, getIndex, now }) {
  const owner = actionOwner(c);
  if (owner === null) return refuse(c, 400, 'no-owner', NO_OWNER_MESSAGE);
  if (await wasApplied(store, owner, body.key)) return c.json({ ok: true, repeated: true });
  if (!getIndex().events.has(body.eventId)) return invalid(c, { eventId: UNKNOWN_EVENT_MESSAGE });

  const time = now();
  const given = { eventId: body.eventId, rating: body.rating, comment: body.comment.trim(), at: changeTime(body.at, time) };
  const applied = await applyOnce(store, { owner, key: body.key, action: 'feedback', now: time }, (trx) => saveFeedback(trx, owner, given));
  return applied ? c.json({ ok: true, feedback: applied.result }) : c.json({ ok: true, repeated: true });
});
