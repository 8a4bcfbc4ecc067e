import { z } from 'zod';
import { ACTION_REVALIDATE_HEADER } from '../../shared/actions.ts';
import { viewerOf } from '../accounts/load-viewer.ts';
import { deleteCalendarLink } from '../calendar/calendar-link-store.ts';
import { refuse } from './action-responses.ts';
import { CALENDAR_NEEDS_ACCOUNT_MESSAGE } from './calendar-link-action.ts';
import { defineAction } from './define-action.ts';

/**
 * `calendar-link-off {}`: turns the account's calendar subscription off; its URL answers 404 from
 * now on. Already off, it answers the same (a repeat is harmless).
 */
export const calendarLinkOffAction = defineAction(z.object({}), async function calendarLinkOff(c, _body, { store }) {
  const viewer = viewerOf(c);
  if (!viewer) return refuse(c, 401, 'unauthorized', CALENDAR_NEEDS_ACCOUNT_MESSAGE);
  await deleteCalendarLink(store, viewer.userId);
  c.header(ACTION_REVALIDATE_HEADER, '/data/account.json');
  return c.json({ ok: true });
});
