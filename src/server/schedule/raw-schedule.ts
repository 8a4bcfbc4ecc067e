/**
 * What both format readers (XML, JSON) hand to the normaliser: the file's fields as trimmed strings,
 * nothing converted or checked yet, each record able to say where a field of it is in the file.
 * Empty strings are already null.
 */

/** `line 12` for XML; a JSON path (`$.schedule.conference.days[0].date`) for JSON. */
export type Locate = (field?: string) => string;

export interface RawPerson {
  /** The file's person id, else its guid. */
  readonly id: string | null;
  readonly name: string | null;
  readonly biography: string | null;
}

export interface RawLink {
  readonly url: string | null;
  readonly title: string | null;
}

export interface RawEvent {
  readonly id: string | null;
  readonly guid: string | null;
  readonly title: string | null;
  readonly subtitle: string | null;
  /** Full date-time, with or without offset, when the file gives one. */
  readonly date: string | null;
  /** Local wall-clock start (`09:30`). */
  readonly start: string | null;
  readonly duration: string | null;
  /** The event's own room field, else the room it is listed under. */
  readonly room: string | null;
  readonly track: string | null;
  readonly type: string | null;
  readonly language: string | null;
  readonly abstract: string | null;
  readonly description: string | null;
  readonly url: string | null;
  readonly persons: readonly RawPerson[];
  readonly links: readonly RawLink[];
  readonly doNotRecord: boolean;
  readonly locate: Locate;
}

export interface RawDay {
  readonly index: number | null;
  readonly date: string | null;
  readonly start: string | null;
  readonly end: string | null;
  /** Room names the day lists, in file order. */
  readonly rooms: readonly string[];
  readonly events: readonly RawEvent[];
  readonly locate: Locate;
}

export interface RawTrack {
  readonly name: string;
  readonly color: string | null;
}

export interface RawSchedule {
  readonly title: string | null;
  readonly acronym: string | null;
  readonly timeZoneName: string | null;
  readonly dayChange: string | null;
  /** The conference's own track and room lists, in file order. */
  readonly tracks: readonly RawTrack[];
  readonly rooms: readonly string[];
  readonly days: readonly RawDay[];
  /** Where a conference-level field is. */
  readonly locate: Locate;
}

/** What a format reader returns: the raw schedule, or why the file cannot be read at all. */
export type ReadResult =
  { readonly ok: true; readonly raw: RawSchedule } | { readonly ok: false; readonly problems: readonly { readonly where: string; readonly message: string }[] };
