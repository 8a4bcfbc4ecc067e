/**
 * Page data (DESIGN §5): what `GET /data/<route path>.json` answers, as `{ version, data }`.
 * Shared by the server that builds it, the app that renders it and the service worker that caches it.
 */

/** Plain-text paragraphs and http(s) links; no markup ever reaches the page. */
export type Inline = { readonly text: string } | { readonly text: string; readonly href: string };
export type Paragraph = readonly Inline[];
export interface TextBlock {
  readonly paragraphs: readonly Paragraph[];
}

/** A text block as plain text: its inlines joined, paragraphs apart by a blank line; null → ''. */
export function blockText(block: TextBlock | null): string {
  return block?.paragraphs.map((paragraph) => paragraph.map((inline) => inline.text).join('')).join('\n\n') ?? '';
}

export interface PageData<T> {
  /** The schedule version the data was built from. */
  readonly version: string;
  readonly data: T;
}

/** An error answer: `{ error, message }`, plus `digest` on a 5xx (§9). */
export interface PageDataError {
  readonly error: string;
  readonly message: string;
  readonly digest?: string;
}

export interface ConferenceInfo {
  readonly title: string;
  readonly acronym: string;
  readonly start: string;
  readonly end: string;
  readonly timeZone: string;
}

export interface RoomRef {
  readonly slug: string;
  readonly name: string;
}

export interface TrackRef {
  readonly slug: string;
  readonly name: string;
  readonly color: string | null;
}

export interface PersonRef {
  readonly id: string;
  readonly name: string;
}

export interface DayRef {
  readonly date: string;
  readonly index: number;
  readonly start: string;
  readonly end: string;
}

export interface EventSummary {
  readonly id: string;
  readonly title: string;
  readonly subtitle: string | null;
  readonly start: string;
  readonly end: string;
  readonly day: string;
  readonly room: RoomRef;
  readonly track: TrackRef | null;
  readonly type: string | null;
  readonly language: string | null;
  readonly persons: readonly PersonRef[];
  readonly cancelled: boolean;
}

export interface EventDetail extends EventSummary {
  readonly guid: string | null;
  readonly duration: number;
  readonly abstract: TextBlock | null;
  readonly description: TextBlock | null;
  readonly links: readonly { readonly title: string; readonly url: string }[];
  readonly doNotRecord: boolean;
}

export interface HomeData {
  readonly conference: ConferenceInfo;
  readonly days: readonly (DayRef & { readonly eventCount: number })[];
  readonly tracks: readonly (TrackRef & { readonly eventCount: number })[];
  readonly rooms: readonly (RoomRef & { readonly eventCount: number })[];
  readonly eventCount: number;
  readonly speakerCount: number;
  /**
   * The schedule's first time slot, for "Starts in N days" before the conference: the first start
   * of an event not cancelled and every event starting then. Null when there are no events;
   * absent in data built before it was added.
   */
  readonly firstSlot?: { readonly start: string; readonly events: readonly EventSummary[] } | null;
}

export interface DayData {
  readonly conference: ConferenceInfo;
  readonly day: DayRef;
  readonly days: readonly DayRef[];
  readonly events: readonly EventSummary[];
}

export interface EventData {
  readonly conference: ConferenceInfo;
  readonly event: EventDetail;
  readonly persons: readonly (PersonRef & { readonly biography: TextBlock | null })[];
}

export interface SpeakersData {
  readonly conference: ConferenceInfo;
  readonly speakers: readonly (PersonRef & { readonly eventCount: number })[];
}

export interface SpeakerData {
  readonly conference: ConferenceInfo;
  readonly speaker: PersonRef & { readonly biography: TextBlock | null };
  readonly events: readonly EventSummary[];
}

export interface TracksData {
  readonly conference: ConferenceInfo;
  readonly tracks: readonly (TrackRef & { readonly eventCount: number })[];
}

export interface TrackData {
  readonly conference: ConferenceInfo;
  readonly track: TrackRef;
  readonly events: readonly EventSummary[];
}

export interface RoomsData {
  readonly conference: ConferenceInfo;
  readonly rooms: readonly (RoomRef & { readonly eventCount: number })[];
}

export interface RoomData {
  readonly conference: ConferenceInfo;
  readonly room: RoomRef;
  readonly events: readonly EventSummary[];
}

/** An event as search reads it: its summary and the plain text of its abstract and description. */
export interface SearchEvent extends EventSummary {
  readonly text: string;
}

/**
 * `/data/search.json`: what the search screen indexes on the device — public, one per schedule
 * version, listed in the manifest and warmed like the pages, but no route's page data: the
 * search screen opens at once and reads it beside (it is the largest document of a version).
 */
export interface SearchData {
  readonly conference: ConferenceInfo;
  readonly events: readonly SearchEvent[];
  readonly speakers: readonly (PersonRef & { readonly eventCount: number })[];
  readonly tracks: readonly (TrackRef & { readonly eventCount: number })[];
  readonly rooms: readonly (RoomRef & { readonly eventCount: number })[];
}

/**
 * An event as the importers normalise it (src/server/schedule/model.ts calls it `ScheduleEvent`)
 * and as the offline bundle carries it: everything its page and every list show of it.
 */
export interface BundleEvent {
  /** The schedule's own id; a duplicate gets `-2`, `-3`… (the `:id` of `/events/:id`). */
  readonly id: string;
  /** The file's guid, or null when it has none (Pentabarf). */
  readonly guid: string | null;
  readonly title: string;
  readonly subtitle: string | null;
  /** Instants, ISO 8601 with the conference's offset (`2019-02-02T09:30:00+01:00`). */
  readonly start: string;
  readonly end: string;
  /** Minutes. */
  readonly duration: number;
  /** The conference day (ISO date) the event belongs to, which may differ from its calendar date past midnight. */
  readonly day: string;
  /** The room's name, as the schedule file gives it. */
  readonly room: string;
  /** The track's name, or null. */
  readonly track: string | null;
  readonly type: string | null;
  readonly language: string | null;
  readonly abstract: TextBlock | null;
  readonly description: TextBlock | null;
  /** Person ids, in the file's order. */
  readonly persons: readonly string[];
  /** Links are http: or https: only. */
  readonly links: readonly { readonly title: string; readonly url: string }[];
  readonly cancelled: boolean;
  readonly doNotRecord: boolean;
}

/**
 * `/data/offline.json`: the schedule of a version as one document, everything every public page
 * and the search documents are built from (src/shared/build-page-data.ts). The service worker's
 * warm-up fetches it once and then asks each page in its lean form (`?lean=1`: the version
 * only), building the page itself: one compressed document instead of the same summaries,
 * biographies and conference in hundreds of answers (§6).
 */
export interface ScheduleBundle {
  readonly conference: ConferenceInfo;
  readonly days: readonly DayRef[];
  readonly rooms: readonly RoomRef[];
  readonly tracks: readonly TrackRef[];
  /** Sorted by start, then room. */
  readonly events: readonly BundleEvent[];
  readonly persons: readonly (PersonRef & { readonly biography: TextBlock | null })[];
}

/** The URL of the offline bundle ({@link ScheduleBundle}). */
export const OFFLINE_BUNDLE_URL = '/data/offline.json';

/** The query of a page's lean answer: `{ version }` alone, for a client that builds the page from the bundle. */
export const LEAN_QUERY = 'lean=1';

/** The URL of the search documents ({@link SearchData}). */
export const SEARCH_DATA_URL = '/data/search.json';

/** `/data/manifest.json`: every public page-data URL, the list the service worker warms (§6). */
export interface PageDataManifest {
  readonly version: string;
  readonly pages: readonly string[];
}

/** The page-data URL of an app path without locale prefix: `/` → `/data/index.json`. */
export function pageDataUrl(path: string): string {
  return path === '/' ? '/data/index.json' : `/data${path}.json`;
}
