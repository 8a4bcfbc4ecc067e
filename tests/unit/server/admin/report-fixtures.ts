/** Error reports as the browser SDK sends them, stored the way `/monitoring` stores them. */
import { parseEnvelope } from '../../../../src/server/monitoring/parse-envelope.ts';
import { saveReport } from '../../../../src/server/monitoring/report-store.ts';
import { summarizeReport } from '../../../../src/server/monitoring/summarize-report.ts';
import type { Store } from '../../../../src/server/store/open-store.ts';
import { bytes, eventEnvelope, eventId } from '../monitoring/envelopes.ts';

export const CHROME_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
export const SAFARI_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export interface ErrorOptions {
  readonly message?: string;
  readonly frame?: string;
  readonly chunkHash?: string;
  readonly release?: string;
  readonly url?: string;
  readonly userAgent?: string;
  readonly extra?: Record<string, unknown>;
}

/** A TypeError thrown in an event screen's chunk, with React's frames below it. */
export function errorEvent(options: ErrorOptions = {}): Record<string, unknown> {
  const chunk = `https://hallway.test/assets/event-screen-${options.chunkHash ?? 'B4x9Qz1a'}.js`;
  return {
    platform: 'javascript',
    exception: {
      values: [
        {
          type: 'TypeError',
          value: options.message ?? "Cannot read properties of undefined (reading 'title')",
          stacktrace: {
            frames: [
              { function: 'commitRoot', filename: 'https://hallway.test/assets/react-dom-Cq3v8TnB.js', lineno: 1, colno: 48211, in_app: false },
              { function: options.frame ?? 'formatTitle', filename: chunk, lineno: 1, colno: 2345, in_app: true },
            ],
          },
        },
      ],
    },
    request: { url: options.url ?? 'https://hallway.test/events/12', headers: { 'User-Agent': options.userAgent ?? CHROME_UA } },
    release: options.release ?? 'hallway@1.0.0',
    environment: 'production',
    ...options.extra,
  };
}

/** Stores an error report received at `at`; answers its event id. */
export async function storeReport(store: Store, at: string, event: Record<string, unknown> = errorEvent(), id: string = eventId()): Promise<string> {
  const raw = bytes(eventEnvelope({ id, event }));
  const saved = await saveReport(store, { ...summarizeReport(parseEnvelope(raw)), raw, receivedAt: new Date(at) });
  if (saved === null) throw new Error(`Report ${id} was a repeat`);
  return id;
}

/** The time `minutes` after the first report of these tests. */
export function minutesIn(minutes: number): string {
  return new Date(Date.parse('2026-02-01T09:00:00.000Z') + minutes * 60_000).toISOString();
}
