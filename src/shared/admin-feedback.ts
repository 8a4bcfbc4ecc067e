/**
 * `/admin/feedback` (§3): what organizers read of attendees' ratings and comments, and the one
 * reading of its query (`?sort=average&day=2026-02-01&track=web`) shared by the screen and the
 * CSV export, so both apply the same filter.
 */
import type { ConferenceInfo, DayRef, RoomRef, TrackRef } from './page-data.ts';

/** The CSV export of `/admin/feedback`; private like the screen's data, never a public page. */
export const FEEDBACK_CSV_URL = '/data/admin/feedback.csv';

/** A comment as organizers read it: no owner, no account, no device. */
export interface FeedbackComment {
  readonly rating: number;
  /** Never empty: a rating given without a comment is counted, not listed. */
  readonly comment: string;
  /** When it was given or last changed (UTC ISO). */
  readonly at: string;
}

/** How many ratings gave 1, 2, 3, 4 and 5 stars, in that order. */
export type RatingDistribution = readonly [number, number, number, number, number];

/** The feedback on one event. */
export interface EventFeedback {
  readonly id: string;
  /** The event's title; its id when the event is no longer in the schedule. */
  readonly title: string;
  /** False for feedback on an event the current schedule no longer has: kept, never lost. */
  readonly inSchedule: boolean;
  /** The conference day, start, room and track; null when the event is not in the schedule. */
  readonly day: string | null;
  readonly start: string | null;
  readonly room: RoomRef | null;
  readonly track: TrackRef | null;
  readonly count: number;
  /** Rounded to one decimal. */
  readonly average: number;
  readonly distribution: RatingDistribution;
  /** Newest first. */
  readonly comments: readonly FeedbackComment[];
}

/** `/data/admin/feedback.json`. */
export interface AdminFeedbackData {
  readonly conference: ConferenceInfo;
  /** The schedule's days and tracks: the filters' choices. */
  readonly days: readonly DayRef[];
  readonly tracks: readonly TrackRef[];
  /** Only events with feedback, most rated first. */
  readonly events: readonly EventFeedback[];
  readonly totals: {
    readonly ratings: number;
    readonly events: number;
    readonly comments: number;
    /** Over every rating, one decimal; null when there is none. */
    readonly average: number | null;
  };
}

export type FeedbackSort = 'count' | 'average';

export interface FeedbackFilter {
  /** A conference day (ISO date), `''` for every day. */
  readonly day: string;
  /** A track slug, `''` for every track. */
  readonly track: string;
}

export interface FeedbackQuery extends FeedbackFilter {
  readonly sort: FeedbackSort;
}

/** Reads `?sort=average&day=2026-02-01&track=web`; anything missing or unknown is the default. */
export function readFeedbackQuery(search: string): FeedbackQuery {
  const params = new URLSearchParams(search);
  return {
    sort: params.get('sort') === 'average' ? 'average' : 'count',
    day: params.get('day') ?? '',
    track: params.get('track') ?? '',
  };
}

/** The query for these choices, defaults left out: `?sort=average&track=web`, `''` for the default view. */
export function feedbackQuery({ sort, day, track }: FeedbackQuery): string {
  const params = new URLSearchParams();
  if (sort === 'average') params.set('sort', 'average');
  if (day) params.set('day', day);
  if (track) params.set('track', track);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The export of what these filters show (the sort does not change a CSV's rows). */
export function feedbackCsvHref({ day, track }: FeedbackFilter): string {
  return FEEDBACK_CSV_URL + feedbackQuery({ sort: 'count', day, track });
}

/**
 * Whether an event passes the filter. An event no longer in the schedule has no day or track,
 * so it shows only while neither is filtered.
 */
export function matchesFeedbackFilter(event: { readonly day: string | null; readonly track: { readonly slug: string } | null }, { day, track }: FeedbackFilter): boolean {
  return (!day || event.day === day) && (!track || event.track?.slug === track);
}

/**
 * The order of the list: most ratings or highest average first; a tie goes to the other measure,
 * then to the title, so the order never depends on how the data arrived.
 */
export function compareFeedback(sort: FeedbackSort): (a: EventFeedback, b: EventFeedback) => number {
  const [first, second] = sort === 'average' ? (['average', 'count'] as const) : (['count', 'average'] as const);
  return (a, b) => b[first] - a[first] || b[second] - a[second] || a.title.localeCompare(b.title, 'en') || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
