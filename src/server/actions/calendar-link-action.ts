import { z } from 'zod';
import { ACTION_REVALIDATE_HEADER, type CalendarLinkResult } from '../../shared/actions.ts';
import { viewerOf } from '../accounts/load-viewer.ts';
import { calendarFeedPath } from '../calendar/calendar-feed-path.ts';
import { createCalendarLink } from '../calendar/calendar-link-store.ts';
import { publicOriginOf } from '../public-origin.ts';
import { refuse } from './action-responses.ts';
import { defineAction } from './define-action.ts';

/** Why a calendar action without a session is refused (401): the subscription is the account's. */
export const CALENDAR_NEEDS_ACCOUNT_MESSAGE = 'Sign in to subscribe to your starred events.';

/**
 * `calendar-link {}`: makes the account's calendar subscription link, replacing the one it had
 * (whose URL then answers 404), and answers the URL — the only time it is told, since the store
 * keeps a hash of its secret. Each post asks for a fresh secret, so no idempotency key: a repeat
 * replaces the link again, and the answer names the one that works.
 */
export const calendarLinkAction = defineAction(z.object({}), async function calendarLink(c, _body, { store, now }) {
  const viewer = viewerOf(c);
  if (!viewer) return refuse(c, 401, 'unauthorized', CALENDAR_NEEDS_ACCOUNT_MESSAGE);
  const link = await createCalendarLink(store, viewer.userId, now());
  c.header(ACTION_REVALIDATE_HEADER, '/data/account.json');
  return c.json({ ok: true, url: publicOriginOf(c) + calendarFeedPath(link.secret), createdAt: link.createdAt } satisfies CalendarLinkResult);
});
