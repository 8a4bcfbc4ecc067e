import { EnvelopeError, type Envelope } from './parse-envelope.ts';

/** What Hallway keeps beside the raw envelope, for listing and grouping reports. */
export interface ReportSummary {
  readonly eventId: string | null;
  /** `event` for an error report, else the first item's type (`session`, `transaction`…). */
  readonly kind: string;
  readonly message: string | null;
  readonly url: string | null;
  readonly release: string | null;
  readonly breadcrumbs: number;
  /** Groups reports of the same error: the exception type and its innermost in-app frame, or the message. */
  readonly fingerprint: string | null;
}

const MAX_EVENT_ID_LENGTH = 64;
const decoder = new TextDecoder();

type Json = Record<string, unknown>;

function object(value: unknown): Json | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function list(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  const values = object(value)?.['values'];
  return Array.isArray(values) ? values : [];
}

/** The exception that was thrown. Causes come first in `values`, so it is the last one. */
function mainException(event: Json): Json | undefined {
  return object(list(event['exception']).at(-1));
}

function messageOf(event: Json, exception: Json | undefined): string | null {
  if (exception) {
    const type = text(exception['type']);
    const value = text(exception['value']);
    const described = type && value ? `${type}: ${value}` : (type ?? value);
    if (described) return described;
  }
  const message = event['message'];
  const logentry = object(event['logentry']);
  return text(message) ?? text(object(message)?.['formatted']) ?? text(logentry?.['formatted']) ?? text(logentry?.['message']) ?? null;
}

/** Frames run from the outermost call to the innermost, so the innermost in-app frame is the last. */
function innermostInAppFrame(exception: Json): string | undefined {
  const frames = list(object(exception['stacktrace'])?.['frames']).map(object);
  const frame = frames.reverse().find((candidate) => candidate?.['in_app'] === true);
  if (!frame) return undefined;
  // No line numbers: they move with every build, and the same error should stay one group.
  return `${text(frame['function']) ?? '<anonymous>'} (${text(frame['module']) ?? text(frame['filename']) ?? '?'})`;
}

function readEventId(envelope: Envelope, event: Json | undefined): string | null {
  const id = envelope.header['event_id'] ?? event?.['event_id'];
  if (id === undefined || id === null) return null;
  if (typeof id !== 'string' || id === '' || id.length > MAX_EVENT_ID_LENGTH) {
    throw new EnvelopeError('bad-header', 'The event_id must be a string of at most 64 characters.');
  }
  return id.toLowerCase();
}

function readEvent(envelope: Envelope): Json | undefined {
  const item = envelope.items.find((candidate) => candidate.type === 'event');
  if (!item) return undefined;
  try {
    const event = object(JSON.parse(decoder.decode(item.payload)));
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
  const exception = mainException(event);
  const message = messageOf(event, exception);
  const frame = exception && innermostInAppFrame(exception);
  const type = exception && text(exception['type']);
  return {
    eventId,
    kind: 'event',
    message,
    url: text(object(event['request'])?.['url']) ?? null,
    release: text(event['release']) ?? null,
    breadcrumbs: list(event['breadcrumbs']).length,
    fingerprint: type && frame ? `${type} at ${frame}` : message,
  };
}
