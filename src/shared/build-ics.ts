/**
 * The one iCalendar (RFC 5545) writer: the agenda's downloaded `.ics` (made on the device) and
 * the calendar subscription (`/calendar/<secret>.ics`, made on the server) are both written here.
 */

/** An event as the calendar file carries it. Instants are ISO times; they are written in UTC. */
export interface IcsEvent {
  readonly uid: string;
  readonly start: string;
  readonly end: string;
  readonly summary: string;
  readonly location?: string;
  readonly description?: string;
  readonly url?: string;
  readonly cancelled?: boolean;
  /**
   * How many times the event has moved or been cancelled (SEQUENCE, §3.8.7.4): a calendar app
   * that already holds the UID takes the entry with the higher number. Left out, it is 0.
   */
  readonly sequence?: number;
}

export interface IcsOptions {
  /** `-//Hallway//Agenda//EN` style product id. */
  readonly productId: string;
  readonly calendarName: string;
  /** When the file was made (DTSTAMP). */
  readonly now: Date;
  /**
   * For a subscription: how often calendar apps should fetch it again, as an RFC 5545 duration
   * (`PT1H`), written as `REFRESH-INTERVAL` (RFC 7986) and `X-PUBLISHED-TTL` (Outlook, Apple).
   */
  readonly refreshInterval?: string;
}

/** The RFC 5545 TEXT escaping (§3.3.11): backslash, semicolon, comma and line breaks; other control characters go. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '');
}

const encoder = new TextEncoder();

/**
 * Folds a content line at 75 octets (§3.1): each continuation starts with one space. Octets of
 * UTF-8, counted without splitting a character (nor a surrogate pair) across lines.
 */
export function foldIcsLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; the others 74 after their leading space.
    if (octets + size > (lines.length === 0 ? 75 : 74)) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n ');
}

/** `20260201T083000Z`: the instant in UTC, the basic form of DATE-TIME (§3.3.5). */
export function icsUtc(instant: string | Date): string {
  return new Date(instant)
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');
}

/** An iCalendar file (RFC 5545) with one VEVENT per event, CRLF line ends, folded lines. */
export function buildIcs(events: readonly IcsEvent[], options: IcsOptions): string {
  const stamp = icsUtc(options.now);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${escapeIcsText(options.productId)}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  lines.push(`X-WR-CALNAME:${escapeIcsText(options.calendarName)}`);
  if (options.refreshInterval) lines.push(`REFRESH-INTERVAL;VALUE=DURATION:${options.refreshInterval}`, `X-PUBLISHED-TTL:${options.refreshInterval}`);
  for (const event of events) {
    lines.push('BEGIN:VEVENT', `UID:${escapeIcsText(event.uid)}`, `DTSTAMP:${stamp}`);
    if (event.sequence !== undefined) lines.push(`SEQUENCE:${event.sequence}`);
    lines.push(`DTSTART:${icsUtc(event.start)}`, `DTEND:${icsUtc(event.end)}`, `SUMMARY:${escapeIcsText(event.summary)}`);
    if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
    // A URI value is not TEXT: it is written as it is (§3.3.13).
    if (event.url) lines.push(`URL:${event.url}`);
    lines.push(`STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}
