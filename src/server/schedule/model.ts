/**
 * The normalised schedule: what both importers (frab / Pentabarf XML, frab / C3VOC JSON)
 * produce, what the store keeps and what page data is built from. Plain data, JSON-safe.
 */
import type { BundleEvent, ScheduleBundle } from '../../shared/page-data.ts';

/** A block of text: plain-text paragraphs; links are http(s) only. No markup survives import. */
export interface TextBlock {
  readonly paragraphs: readonly Paragraph[];
}

/** A paragraph is a run of plain text and links, in order. */
export type Paragraph = readonly Inline[];

export type Inline = { readonly text: string } | { readonly text: string; readonly href: string };

export interface Link {
  readonly title: string;
  /** Always http: or https:. */
  readonly url: string;
}

export interface Conference {
  readonly title: string;
  readonly acronym: string;
  /** First and last day, ISO dates (`2019-02-02`). */
  readonly start: string;
  readonly end: string;
  /** IANA zone the schedule's local times are in (`Europe/Brussels`). */
  readonly timeZone: string;
  /** When a conference day ends and the next begins (`09:00`), if the file says. */
  readonly dayChange: string | null;
}

export interface Day {
  /** ISO date: the `:date` of `/days/:date`. */
  readonly date: string;
  readonly index: number;
  /** Instants (ISO 8601 with offset) the day runs from and to; may cross midnight. */
  readonly start: string;
  readonly end: string;
}

export interface Room {
  /** URL segment derived from the name: `/rooms/:slug`. */
  readonly slug: string;
  readonly name: string;
}

export interface Track {
  readonly slug: string;
  readonly name: string;
  /** `#rrggbb` when the file gives one. */
  readonly color: string | null;
}

export interface Person {
  /** The schedule's own id; a duplicate gets `-2`, `-3`… */
  readonly id: string;
  readonly name: string;
  readonly biography: TextBlock | null;
}

/** An event of the normalised schedule: the shared shape the offline bundle carries too. */
export type ScheduleEvent = BundleEvent;

/** The offline bundle's lists (days, rooms, tracks, events sorted by start then room, persons), with the conference whole. */
export interface Schedule extends ScheduleBundle {
  readonly conference: Conference;
}

/** Where and why an input was refused: `line 12` for XML, a JSON path (`$.schedule.conference.days[2]`) for JSON. */
export interface Problem {
  readonly where: string;
  readonly message: string;
}

export type ImportResult =
  { readonly ok: true; readonly schedule: Schedule; readonly warnings: readonly Problem[] } | { readonly ok: false; readonly problems: readonly Problem[] };

export interface ImportOptions {
  /** Zone for files that give neither offsets nor `time_zone_name`. Default `UTC`, with a warning. */
  readonly defaultTimeZone?: string;
}
