import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { etagMatches } from '../page-data/etag.ts';
import type { ScheduleIndex } from '../page-data/schedule-index.ts';
import { publicOriginOf } from '../public-origin.ts';
import type { Store } from '../store/open-store.ts';
import { buildCalendarFeed } from './build-calendar-feed.ts';
import { CALENDAR_FEED_PREFIX, feedSecretOf } from './calendar-feed-path.ts';
import { findCalendarLinkUser } from './calendar-link-store.ts';

export interface CalendarFeedRoutesOptions {
  readonly store: Store;
  /** The schedule being served. */
  readonly getIndex: () => ScheduleIndex;
  readonly now?: () => Date;
}

/** Calendar apps poll: they may keep a copy, but only for this reader, and must ask again each time. */
const FEED_CACHE_CONTROL = 'private, no-cache';

/**
 * The feed's ETag: a hash of what it says, DTSTAMP left out (it is the moment the file was
 * written), so a poll finds it unchanged until a star, the schedule or a sequence changes. Weak,
 * since compression may re-encode the body.
 */
function feedEtag(body: string): string {
  const content = body.replace(/^DTSTAMP:.*\r\n/gm, '');
  return `W/"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`;
}

/**
 * `GET /calendar/<secret>.ics` (DESIGN §3): the subscription of the account whose link carries
 * the secret — no session needed, calendar apps have none. An unknown, revoked or misshapen
 * secret answers 404, the same for each.
 */
export function calendarFeedRoutes({ store, getIndex, now = () => new Date() }: CalendarFeedRoutesOptions): Hono {
  const routes = new Hono();
  routes.get(`${CALENDAR_FEED_PREFIX}:file`, async function calendarFeed(c) {
    c.header('Cache-Control', FEED_CACHE_CONTROL);
    const secret = feedSecretOf(c.req.param('file'));
    const userId = secret === null ? null : await findCalendarLinkUser(store, secret);
    if (userId === null) return c.text('This calendar does not exist, or its link was replaced or turned off.', 404);

    const body = await buildCalendarFeed(store, getIndex(), { userId, origin: publicOriginOf(c), now: now() });
    const etag = feedEtag(body);
    c.header('ETag', etag);
    if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
    return c.body(body, 200, { 'Content-Type': 'text/calendar; charset=utf-8' });
  });
  return routes;
}
