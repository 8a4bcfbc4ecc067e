/** Builds Sentry envelopes the way the browser SDK serialises them, for the monitoring tests. */

export const LOCAL_DSN = 'http://hallway@localhost/1';

let nextId = 1;

/** A fresh 32-hex-digit event id. */
export function eventId(): string {
  return (nextId++).toString(16).padStart(32, '0');
}

export interface EnvelopeParts {
  readonly header?: Record<string, unknown>;
  readonly items?: readonly (readonly [Record<string, unknown>, unknown])[];
}

/** Header line, then each item's header line and payload (objects as JSON, strings as they are). */
export function envelope({ header = {}, items = [] }: EnvelopeParts = {}): string {
  const lines = [JSON.stringify(header)];
  for (const [itemHeader, payload] of items) {
    lines.push(JSON.stringify(itemHeader), typeof payload === 'string' ? payload : JSON.stringify(payload));
  }
  return lines.join('\n');
}

export const SAMPLE_EVENT = {
  exception: {
    values: [
      {
        type: 'TypeError',
        value: "Cannot read properties of undefined (reading 'title')",
        stacktrace: {
          frames: [
            { function: 'callback', filename: 'https://hallway.test/assets/react-dom.js', lineno: 10, in_app: false },
            { function: 'EventScreen', filename: 'https://hallway.test/assets/event-screen.js', lineno: 42, in_app: true },
            { function: 'formatTitle', filename: 'https://hallway.test/assets/format.js', lineno: 7, in_app: true },
            { function: 'flush', filename: 'https://hallway.test/assets/scheduler.js', lineno: 3, in_app: false },
          ],
        },
      },
    ],
  },
  request: { url: 'https://hallway.test/events/12' },
  release: 'hallway@0.1.0',
  breadcrumbs: [{ category: 'navigation' }, { category: 'console' }, { category: 'fetch' }],
};

/** An error-event envelope for the given DSN, as the SDK posts it to the tunnel. */
export function eventEnvelope(options: { dsn?: string; id?: string; event?: Record<string, unknown> } = {}): string {
  const id = options.id ?? eventId();
  return envelope({
    header: { event_id: id, dsn: options.dsn ?? LOCAL_DSN, sent_at: '2026-02-01T10:00:00.000Z', sdk: { name: 'sentry.javascript.react', version: '9.0.0' } },
    items: [[{ type: 'event' }, { event_id: id, ...(options.event ?? SAMPLE_EVENT) }]],
  });
}

/** A release-health session envelope: no event in it. */
export function sessionEnvelope(dsn = LOCAL_DSN): string {
  return envelope({
    header: { dsn, sent_at: '2026-02-01T10:00:00.000Z' },
    items: [[{ type: 'session' }, { sid: 'abc', status: 'ok', init: true }]],
  });
}

export const bytes = (text: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(text);

/** An error-event envelope of exactly `size` bytes (its message padded), with a fresh event id. */
export function paddedEventEnvelope(size: number): string {
  const base = eventEnvelope({ event: { message: '' } });
  if (base.length > size) throw new Error(`An envelope needs at least ${base.length} bytes.`);
  return base.replace('"message":""', `"message":"${'x'.repeat(size - base.length)}"`);
}

/** An error event with no `event_id` anywhere, as some SDKs and hand-written clients send. */
export function eventEnvelopeWithoutId(message = 'Boom', dsn = LOCAL_DSN): string {
  return envelope({ header: { dsn }, items: [[{ type: 'event' }, { message }]] });
}
