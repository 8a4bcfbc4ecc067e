/**
 * Reading a Sentry event's JSON (https://develop.sentry.dev/sdk/data-model/event-payloads/), which
 * comes from strangers: every field is checked for its type before it is used.
 */

export type EventJson = Record<string, unknown>;

export function objectOf(value: unknown): EventJson | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as EventJson) : undefined;
}

export function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A list sent either as an array or as `{ values: [...] }` (exceptions, breadcrumbs). */
export function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  const values = objectOf(value)?.['values'];
  return Array.isArray(values) ? values : [];
}

/** The exception that was thrown. Causes come first in `values`, so it is the last one. */
export function mainException(event: EventJson): EventJson | undefined {
  return objectOf(listOf(event['exception']).at(-1));
}

/** `TypeError: Cannot read…` for an exception, else the message of a message event. */
export function eventMessage(event: EventJson): string | null {
  const exception = mainException(event);
  if (exception) {
    const type = textOf(exception['type']);
    const value = textOf(exception['value']);
    const described = type && value ? `${type}: ${value}` : (type ?? value);
    if (described) return described;
  }
  const message = event['message'];
  const logentry = objectOf(event['logentry']);
  return textOf(message) ?? textOf(objectOf(message)?.['formatted']) ?? textOf(logentry?.['formatted']) ?? textOf(logentry?.['message']) ?? null;
}

/**
 * The stack of the thrown exception, else the event's own (a message sent with
 * `attachStacktrace`). Frames run from the outermost call to the innermost, as Sentry sends them.
 */
export function stackFrames(event: EventJson): EventJson[] {
  const exception = mainException(event);
  const stacktrace = objectOf(exception?.['stacktrace']) ?? objectOf(event['stacktrace']);
  return listOf(stacktrace?.['frames']).flatMap((frame): EventJson[] => {
    const found = objectOf(frame);
    return found ? [found] : [];
  });
}
