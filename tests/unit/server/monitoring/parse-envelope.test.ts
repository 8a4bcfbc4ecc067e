import { describe, expect, it } from 'vitest';
import { ENVELOPE_HEADER_LIMIT_BYTES, EnvelopeError, parseEnvelope } from '../../../../src/server/monitoring/parse-envelope.ts';
import { LOCAL_DSN, bytes, envelope, eventEnvelope, sessionEnvelope } from './envelopes.ts';

const decode = (payload: Uint8Array) => new TextDecoder().decode(payload);

function problemOf(text: string | Uint8Array): string {
  try {
    parseEnvelope(typeof text === 'string' ? bytes(text) : text);
  } catch (error) {
    if (error instanceof EnvelopeError) return error.code;
    throw error;
  }
  throw new Error('expected the envelope to be refused');
}

describe('parseEnvelope', () => {
  it('reads the header and the event item of an error envelope', () => {
    const parsed = parseEnvelope(bytes(eventEnvelope({ id: 'a'.repeat(32) })));
    expect(parsed.header).toMatchObject({ event_id: 'a'.repeat(32), dsn: LOCAL_DSN });
    expect(parsed.items).toHaveLength(1);
    expect(parsed.items[0]?.type).toBe('event');
    expect(JSON.parse(decode(parsed.items[0]!.payload))).toMatchObject({ event_id: 'a'.repeat(32), release: 'hallway@0.1.0' });
  });

  it('reads session envelopes and other item types', () => {
    expect(parseEnvelope(bytes(sessionEnvelope())).items.map((item) => item.type)).toEqual(['session']);
    const mixed = envelope({
      header: { dsn: LOCAL_DSN },
      items: [
        [{ type: 'client_report' }, { discarded_events: [] }],
        [{ type: 'sessions' }, { aggregates: [] }],
      ],
    });
    expect(parseEnvelope(bytes(mixed)).items.map((item) => item.type)).toEqual(['client_report', 'sessions']);
  });

  it('reads a payload by its length, newlines and all', () => {
    const attachment = 'line one\nline two';
    const text = `{"event_id":"1"}\n{"type":"attachment","length":${bytes(attachment).length}}\n${attachment}\n{"type":"event"}\n{"message":"after"}\n`;
    const [first, second] = parseEnvelope(bytes(text)).items;
    expect(decode(first!.payload)).toBe(attachment);
    expect(second?.type).toBe('event');
    expect(decode(second!.payload)).toBe('{"message":"after"}');
  });

  it('accepts a header with no items and a trailing newline', () => {
    expect(parseEnvelope(bytes('{"dsn":"x"}')).items).toEqual([]);
    expect(parseEnvelope(bytes('{"dsn":"x"}\n')).items).toEqual([]);
  });

  it.each(['', '\n{"type":"event"}\n{}', '   '])('refuses an envelope without a header line (%j)', (text) => {
    expect(problemOf(text)).toBe('missing-header');
  });

  it.each(['{"dsn":', 'not json', '[1,2]', 'null'])('refuses a header that is not a JSON object (%j)', (header) => {
    expect(problemOf(`${header}\n{"type":"event"}\n{}`)).toBe('bad-header');
  });

  it('refuses items whose header is not JSON, has no type, or a length past the end', () => {
    expect(problemOf('{}\n{"type":\n{}')).toBe('bad-item');
    expect(problemOf('{}\n{"length":2}\n{}')).toBe('bad-item');
    expect(problemOf('{}\n{"type":"attachment","length":100}\nshort')).toBe('bad-item');
    expect(problemOf('{}\n{"type":"attachment","length":-1}\nx')).toBe('bad-item');
  });

  it(`refuses a header line over ${ENVELOPE_HEADER_LIMIT_BYTES} bytes, with or without a newline after it`, () => {
    const headerOfSize = (size: number) => `{"pad":"${'x'.repeat(size - 10)}"}`;
    expect(bytes(headerOfSize(ENVELOPE_HEADER_LIMIT_BYTES))).toHaveLength(ENVELOPE_HEADER_LIMIT_BYTES);
    expect(parseEnvelope(bytes(`${headerOfSize(ENVELOPE_HEADER_LIMIT_BYTES)}\n{"type":"event"}\n{}`)).items).toHaveLength(1);
    expect(problemOf(`${headerOfSize(ENVELOPE_HEADER_LIMIT_BYTES + 1)}\n{"type":"event"}\n{}`)).toBe('header-too-long');
    expect(problemOf(headerOfSize(ENVELOPE_HEADER_LIMIT_BYTES + 1))).toBe('header-too-long');
  });

  it('says what is wrong in the message', () => {
    expect(() => parseEnvelope(bytes('{"dsn":'))).toThrow(/envelope header is not JSON/);
  });
});
