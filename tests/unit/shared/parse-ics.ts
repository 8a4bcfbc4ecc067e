import ICAL from 'ical.js';

/** A VEVENT as a calendar app reads it. */
export interface ParsedIcsEvent {
  readonly uid: string;
  /** 0 when the file leaves SEQUENCE out. */
  readonly sequence: number;
  /** UTC ISO instants. */
  readonly start: string;
  readonly end: string;
  readonly summary: string;
  readonly location: string | null;
  readonly status: string | null;
  readonly url: string | null;
}

export interface ParsedIcs {
  readonly name: string | null;
  readonly productId: string | null;
  readonly events: readonly ParsedIcsEvent[];
}

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** Reads an iCalendar file with ical.js (Mozilla's parser, as Thunderbird uses it): throws on a malformed one. */
export function parseIcs(ics: string): ParsedIcs {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      sequence: event.sequence ?? 0,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      summary: event.summary,
      location: text(component.getFirstPropertyValue('location')),
      status: text(component.getFirstPropertyValue('status')),
      url: text(component.getFirstPropertyValue('url')),
    };
  });
  return { name: text(calendar.getFirstPropertyValue('x-wr-calname')), productId: text(calendar.getFirstPropertyValue('prodid')), events };
}
