/**
 * The frab / C3VOC `schedule.json` shape (https://c3voc.de/schedule/schema.json), as far as
 * the demo schedule writes it. Real files carry more optional fields (logos, avatars,
 * attachments, room capacities); importers ignore what they do not know.
 */

export interface FrabJsonSchedule {
  readonly $schema: 'https://c3voc.de/schedule/schema.json';
  readonly schedule: {
    readonly version: string;
    readonly base_url?: string;
    readonly conference: FrabConference;
  };
}

export interface FrabConference {
  readonly acronym: string;
  readonly title: string;
  /** ISO date of the first and last day (`2026-06-12`); some files give an instant instead. */
  readonly start: string;
  readonly end: string;
  readonly daysCount: number;
  /** `HH:MM`. */
  readonly timeslot_duration: string;
  /** IANA zone the events' local `start` times are in. */
  readonly time_zone_name: string;
  readonly rooms: readonly FrabRoom[];
  readonly tracks: readonly FrabTrack[];
  readonly days: readonly FrabDay[];
}

export interface FrabRoom {
  readonly name: string;
  readonly slug: string;
  readonly guid: string;
}

export interface FrabTrack {
  readonly name: string;
  readonly slug: string;
  /** `#rrggbb`. */
  readonly color: string;
}

export interface FrabDay {
  /** 1-based. */
  readonly index: number;
  /** The conference day's ISO date; events after midnight still belong to it. */
  readonly date: string;
  /** Instants with offset; `day_end` is usually on the next calendar date. */
  readonly day_start: string;
  readonly day_end: string;
  /** Events by room name, each list in start order. */
  readonly rooms: Readonly<Record<string, readonly FrabEvent[]>>;
}

export interface FrabEvent {
  readonly guid: string;
  readonly id: number;
  /** The start instant with offset (`2026-06-13T00:30:00+02:00`): the calendar date, not the conference day. */
  readonly date: string;
  /** Local `HH:MM`. */
  readonly start: string;
  /** `HH:MM`. */
  readonly duration: string;
  readonly room: string;
  readonly slug: string;
  readonly title: string;
  readonly subtitle: string | null;
  readonly language: string;
  readonly track: string | null;
  readonly type: string;
  /** Plain text; paragraphs separated by a blank line, links in Markdown. */
  readonly abstract: string;
  readonly description: string;
  readonly persons: readonly FrabPerson[];
  readonly links: readonly FrabLink[];
  readonly url: string;
  readonly do_not_record: boolean;
}

export interface FrabPerson {
  readonly guid: string;
  readonly id?: number;
  readonly name: string;
  readonly public_name: string;
  readonly biography: string | null;
}

export interface FrabLink {
  readonly url: string;
  readonly title: string;
}
