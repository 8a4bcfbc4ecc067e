/** The envelope header line may be at most this long; the body as a whole is limited by BODY_LIMIT_BYTES. */
export const ENVELOPE_HEADER_LIMIT_BYTES = 64 * 1024;

export type EnvelopeProblem = 'missing-header' | 'header-too-long' | 'bad-header' | 'bad-item';

export class EnvelopeError extends Error {
  constructor(
    readonly code: EnvelopeProblem,
    message: string,
  ) {
    super(message);
  }
}

export interface EnvelopeItem {
  readonly type: string;
  readonly header: Readonly<Record<string, unknown>>;
  /** The payload as sent: JSON for events, sessions and transactions, any bytes for attachments. */
  readonly payload: Uint8Array;
}

export interface Envelope {
  readonly header: Readonly<Record<string, unknown>>;
  readonly items: readonly EnvelopeItem[];
}

const NEWLINE = 0x0a;
const decoder = new TextDecoder();

function readJsonObject(bytes: Uint8Array, code: EnvelopeProblem, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(decoder.decode(bytes));
  } catch (error) {
    throw new EnvelopeError(code, `The ${what} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new EnvelopeError(code, `The ${what} is not a JSON object.`);
  }
  return value as Record<string, unknown>;
}

/** Where the line starting at `start` ends: at the next newline, or at the end of the envelope. */
function lineEnd(bytes: Uint8Array, start: number): number {
  const end = bytes.indexOf(NEWLINE, start);
  return end === -1 ? bytes.length : end;
}

/**
 * Parses a Sentry envelope: a JSON header line, then items, each a JSON item-header line and a
 * payload that is either `length` bytes long or runs to the next newline
 * (https://develop.sentry.dev/sdk/data-model/envelopes/). Throws an EnvelopeError when malformed.
 */
export function parseEnvelope(bytes: Uint8Array): Envelope {
  // Look for the end of the header within the limit only, so a huge first line is refused cheaply.
  const headerEnd = bytes.subarray(0, ENVELOPE_HEADER_LIMIT_BYTES + 1).indexOf(NEWLINE);
  if (headerEnd === -1 && bytes.length > ENVELOPE_HEADER_LIMIT_BYTES) {
    throw new EnvelopeError('header-too-long', `The envelope header is longer than ${ENVELOPE_HEADER_LIMIT_BYTES} bytes.`);
  }
  const headerBytes = bytes.subarray(0, headerEnd === -1 ? bytes.length : headerEnd);
  if (decoder.decode(headerBytes).trim() === '') throw new EnvelopeError('missing-header', 'The envelope has no header line.');
  const header = readJsonObject(headerBytes, 'bad-header', 'envelope header');

  const items: EnvelopeItem[] = [];
  let position = headerEnd === -1 ? bytes.length : headerEnd + 1;
  while (position < bytes.length) {
    const itemHeaderEnd = lineEnd(bytes, position);
    const itemHeaderBytes = bytes.subarray(position, itemHeaderEnd);
    position = itemHeaderEnd + 1;
    // Tolerate blank lines between items and a trailing newline.
    if (decoder.decode(itemHeaderBytes).trim() === '') continue;
    const itemHeader = readJsonObject(itemHeaderBytes, 'bad-item', `header of item ${items.length + 1}`);
    const { type, length } = itemHeader;
    if (typeof type !== 'string' || type === '') {
      throw new EnvelopeError('bad-item', `Item ${items.length + 1} has no type.`);
    }
    let payloadEnd: number;
    if (length === undefined) {
      payloadEnd = lineEnd(bytes, position);
    } else if (typeof length === 'number' && Number.isInteger(length) && length >= 0 && position + length <= bytes.length) {
      payloadEnd = position + length;
    } else {
      throw new EnvelopeError('bad-item', `Item ${items.length + 1} (${type}) has a length that does not fit the envelope.`);
    }
    items.push({ type, header: itemHeader, payload: bytes.subarray(Math.min(position, bytes.length), payloadEnd) });
    position = payloadEnd + 1;
  }
  return { header, items };
}
