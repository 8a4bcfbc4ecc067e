import { describe, expect, it } from 'vitest';
import { EnvelopeError, parseEnvelope } from '../../../../src/server/monitoring/parse-envelope.ts';
import { summarizeReport } from '../../../../src/server/monitoring/summarize-report.ts';
import { SAMPLE_EVENT, bytes, envelope, eventEnvelope, sessionEnvelope } from './envelopes.ts';

function summaryOf(event: Record<string, unknown>) {
  return summarizeReport(parseEnvelope(bytes(eventEnvelope({ id: 'f'.repeat(32), event }))));
}

describe('summarizeReport', () => {
  it('sums up an error event: message, URL, release, breadcrumbs and fingerprint', () => {
    expect(summaryOf(SAMPLE_EVENT)).toEqual({
      eventId: 'f'.repeat(32),
      kind: 'event',
      message: "TypeError: Cannot read properties of undefined (reading 'title')",
      url: 'https://hallway.test/events/12',
      release: 'hallway@0.1.0',
      breadcrumbs: 3,
      // The message and the innermost in-app frame, without its line number or origin.
      fingerprint: "TypeError: Cannot read properties of undefined (reading 'title') at formatTitle (/assets/format.js)",
      frame: 'formatTitle (/assets/format.js)',
      browser: null,
    });
  });

  it('names the thrown error, not its cause, for a chained exception', () => {
    const cause = { type: 'NetworkError', value: 'offline' };
    const thrown = SAMPLE_EVENT.exception.values[0]!;
    const summary = summaryOf({ ...SAMPLE_EVENT, exception: { values: [cause, thrown] } });
    expect(summary.message).toMatch(/^TypeError: /);
    expect(summary.fingerprint).toMatch(/^TypeError: .* at formatTitle/);
  });

  it('groups reports of the same error together, whatever the line; another message is another group', () => {
    const moved = structuredClone(SAMPLE_EVENT);
    for (const frame of moved.exception.values[0]!.stacktrace.frames) frame.lineno += 100;
    expect(summaryOf(moved).fingerprint).toBe(summaryOf(SAMPLE_EVENT).fingerprint);
    moved.exception.values[0]!.value = 'something else';
    expect(summaryOf(moved).fingerprint).not.toBe(summaryOf(SAMPLE_EVENT).fingerprint);
  });

  it('falls back to the message when no frame is in the app', () => {
    const event = { exception: { values: [{ type: 'Error', value: 'boom', stacktrace: { frames: [{ function: 'x', in_app: false }] } }] } };
    expect(summaryOf(event)).toMatchObject({ message: 'Error: boom', fingerprint: 'Error: boom' });
  });

  it.each([
    [{ message: 'Route did not complete loading: /events/:id' }, 'Route did not complete loading: /events/:id'],
    [{ message: { formatted: 'formatted message' } }, 'formatted message'],
    [{ logentry: { formatted: 'from logentry', message: 'raw %s' } }, 'from logentry'],
    [{ logentry: { message: 'raw only' } }, 'raw only'],
  ])('reads a message-only event %j', (event, message) => {
    expect(summaryOf(event)).toMatchObject({ message, fingerprint: message, url: null, release: null, breadcrumbs: 0 });
  });

  it('counts breadcrumbs given as { values: [...] }', () => {
    expect(summaryOf({ message: 'm', breadcrumbs: { values: [{}, {}] } }).breadcrumbs).toBe(2);
  });

  it('sums up a session envelope by its kind, with no event id', () => {
    expect(summarizeReport(parseEnvelope(bytes(sessionEnvelope())))).toMatchObject({ eventId: null, kind: 'session', message: null });
  });

  it('refuses an event item that is not a JSON object, or an event id that is not a short string', () => {
    const notJson = envelope({ header: { event_id: 'a' }, items: [[{ type: 'event' }, '{not json']] });
    expect(() => summarizeReport(parseEnvelope(bytes(notJson)))).toThrow(EnvelopeError);
    const longId = envelope({ header: { event_id: 'a'.repeat(65) }, items: [[{ type: 'event' }, {}]] });
    expect(() => summarizeReport(parseEnvelope(bytes(longId)))).toThrow(/event_id/);
  });
});
