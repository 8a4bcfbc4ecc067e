import { currentOrNextDay } from './event-timing.ts';
import { pageDataUrl } from './page-data.ts';
import { routeHref } from './routes.ts';

/**
 * The order in which the service worker warms the page data (§6), so that "today's pages are
 * offline before any other day's" (§14): someone who opens the app at the venue has today first.
 *
 *   1. the home page,
 *   2. today's day page (the day under way, else the next to begin),
 *   3. today's events from now on (end > now), by start,
 *   4. the pages the app asked for early (the user's agenda),
 *   5. the rest of today (its events that have already ended),
 *   6. everything else, in the manifest's order.
 *
 * After the conference there is no today: the early pages, then the manifest's order. Today is
 * read from the home page's days and today's events from its day page, so the order is settled
 * once those two pages are in; until then `awaiting` names the page it waits for.
 *
 * The pages come in stages — the home page, today's day page, steps 3 to 5, everything else —
 * and a stage starts only once the one before is all in: at the moment the first page of another
 * day is asked for, today's are offline.
 */

/** Home page data, as far as the order needs it. */
export interface WarmUpHome {
  readonly days: readonly { readonly date: string; readonly start: string; readonly end: string }[];
}

/** A day page's data, as far as the order needs it. */
export interface WarmUpDay {
  readonly events: readonly { readonly id: string; readonly start: string; readonly end: string }[];
}

export interface WarmUpOrderInput {
  /** Every page to warm, in the manifest's order. */
  readonly pages: readonly string[];
  /** The user's time, in ms. */
  readonly now: number;
  /** Page-data URLs the app wants early (step 4), in its order. */
  readonly early: readonly string[];
  /** The home page's data: undefined while it is still to come, null when it cannot be read. */
  readonly home: WarmUpHome | null | undefined;
  /** Today's day page's data, likewise. */
  readonly today: WarmUpDay | null | undefined;
}

export interface WarmUpOrder {
  /** Every page of `pages` exactly once, in stages, none empty. */
  readonly stages: readonly (readonly string[])[];
  /** The page whose data is still needed to settle the order; what follows it in `order` may change. Null once settled. */
  readonly awaiting: string | null;
  /** Today's day page, null when there is no today (or it is not known yet). */
  readonly todayPage: string | null;
}

export const HOME_PAGE_DATA = pageDataUrl('/');

export const dayPageData = (date: string): string => pageDataUrl(routeHref('day', { date }));
export const eventPageData = (id: string): string => pageDataUrl(routeHref('event', { id }));

const byStart = (a: { readonly start: string }, b: { readonly start: string }) => Date.parse(a.start) - Date.parse(b.start);

export function warmUpOrder({ pages, now, early, home, today }: WarmUpOrderInput): WarmUpOrder {
  const listed = new Set(pages);
  const day = home ? currentOrNextDay(home.days, now) : null;
  const todayPage = day && listed.has(dayPageData(day.date)) ? dayPageData(day.date) : null;
  const events = todayPage && today ? [...today.events].sort(byStart) : [];
  const coming = events.filter((event) => Date.parse(event.end) > now).map((event) => eventPageData(event.id));
  const ended = events.filter((event) => !(Date.parse(event.end) > now)).map((event) => eventPageData(event.id));
  const seen = new Set<string>();
  const stage = (candidates: readonly (string | null)[]): string[] =>
    candidates.filter((page): page is string => page !== null && listed.has(page) && !seen.has(page) && Boolean(seen.add(page)));
  const stages = [stage([HOME_PAGE_DATA]), stage([todayPage]), stage([...coming, ...early, ...ended]), stage(pages)].filter((group) => group.length > 0);
  const awaiting = home === undefined && listed.has(HOME_PAGE_DATA) ? HOME_PAGE_DATA : todayPage !== null && today === undefined ? todayPage : null;
  return { stages, awaiting, todayPage };
}
