import { EnvelopeError, type Envelope } from './parse-envelope.ts';
import { eventMessage, listOf, objectOf, textOf, type EventJson } from '../admin/report-event.ts';
import { reportClient } from '../admin/report-client.ts';
import { reportFingerprint } from '../admin/report-fingerprint.ts';

/** What Hallway keeps beside the raw envelope, for listing and grouping reports. */
export interface ReportSummary {
  readonly eventId: string | null;
  /** `event` for an error report, else the first item's type (`session`, `transaction`…). */
  readonly kind: string;
  readonly message: string | null;
  readonly url: string | null;
  readonly release: string | null;
  readonly breadcrumbs: number;
  /** Groups reports of the same error: the message and the top stack frame (report-fingerprint.ts). */
  readonly fingerprint: string | null;
  /** The fingerprint's top frame, shown beside its group. */
  readonly frame?: string | null;
  /** `Chrome 126`, from the event's contexts or its User-Agent. */
  readonly browser?: string | null;
}

const MAX_EVENT_ID_LENGTH = 64;
const decoder = new TextDecoder();

function readEventId(envelope: Envelope, event: EventJson | undefined): string | null {
  const id = envelope.header['event_id'] ?? event?.['event_id'];
  if (id === undefined || id === null) return null;
  if (typeof id !== 'string' || id === '' || id.length > MAX_EVENT_ID_LENGTH) {
    throw new EnvelopeError('bad-header', 'The event_id must be a string of at most 64 characters.');
  }
  return id.toLowerCase();
}

/** The event item of an envelope as JSON, if it has one; throws an EnvelopeError when it is not an object. */
export function readEvent(envelope: Envelope): EventJson | undefined {
  const item = envelope.items.find((candidate) => candidate.type === 'event');
  if (!item) return undefined;
  try {
    const event = objectOf(JSON.parse(decoder.decode(item.payload)));
    if (event) return event;
  } catch {
    // Reported below, with the same message as any other non-object payload.
  }
  throw new EnvelopeError('bad-item', 'The event item is not a JSON object.');
}

/** Sums up an envelope for the store. Throws an EnvelopeError when its event cannot be read. */
export function summarizeReport(envelope: Envelope): ReportSummary {
  const event = readEvent(envelope);
  const eventId = readEventId(envelope, event);
  if (!event) {
    const kind = envelope.items[0]?.type ?? 'empty';
    return { eventId, kind, message: null, url: null, release: null, breadcrumbs: 0, fingerprint: null };
  }
  const { text: fingerprint, frame } = reportFingerprint(event);
  return {
    eventId,
    kind: 'event',
    message: eventMessage(event),
    url: textOf(objectOf(event['request'])?.['url']) ?? null,
    release: textOf(event['release']) ?? null,
    breadcrumbs: listOf(event['breadcrumbs']).length,
    fingerprint,
    frame,
    browser: reportClient(event).browser,
  };
}
