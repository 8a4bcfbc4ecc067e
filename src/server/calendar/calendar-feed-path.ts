/**
 * Where a calendar subscription is read (DESIGN §3): `/calendar/<secret>.ics`, a server path
 * (location.ts), never an app route. The secret is the whole of what lets someone read the feed.
 */
export const CALENDAR_FEED_PREFIX = '/calendar/';

const FEED_EXTENSION = '.ics';

export function calendarFeedPath(secret: string): string {
  return `${CALENDAR_FEED_PREFIX}${secret}${FEED_EXTENSION}`;
}

/** The secret of a feed's file name (`<secret>.ics`), or null for any other name. */
export function feedSecretOf(file: string): string | null {
  return file.endsWith(FEED_EXTENSION) ? file.slice(0, -FEED_EXTENSION.length) : null;
}

/** A path as it may be written to a log: a feed's secret replaced, since the URL alone reads the feed. */
export function pathForLogs(pathname: string): string {
  return pathname.startsWith(CALENDAR_FEED_PREFIX) ? `${CALENDAR_FEED_PREFIX}…` : pathname;
}
