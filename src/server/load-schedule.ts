import { readFile } from 'node:fs/promises';
import { importSchedule, MAX_SCHEDULE_BYTES } from './schedule/import-schedule.ts';
import { generateDemoSchedule } from './schedule/demo/generate-demo-schedule.ts';
import type { Problem } from './schedule/model.ts';
import type { Store } from './store/open-store.ts';
import { currentSchedule, PUBLISHED_AT_START_UP, saveScheduleVersion, scheduleVersion, type StoredSchedule } from './store/schedule-versions.ts';

export const DEMO_SOURCE = 'demo';

export interface LoadScheduleOptions {
  readonly store: Store;
  /** `SCHEDULE`: a file path or an http(s) URL; null for the stored schedule or the demo. */
  readonly source: string | null;
  readonly defaultTimeZone?: string;
  /** SCHEDULE_FETCH_TIMEOUT_MS unless given. */
  readonly fetchTimeoutMs?: number;
}

export type LoadScheduleResult =
  { readonly ok: true; readonly stored: StoredSchedule; readonly imported: boolean } | { readonly ok: false; readonly source: string; readonly problems: readonly Problem[] };

/** How long fetching `SCHEDULE` from a URL may take, answer and body included. */
export const SCHEDULE_FETCH_TIMEOUT_MS = 30_000;

/**
 * Reads at most `limit` + 1 bytes of a body: enough for the importer to refuse an oversized
 * file by its size, without holding a server that sends more (or never stops) in memory.
 */
async function readCapped(response: Response, limit: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('Content-Length') ?? 0);
  if (declared > limit) {
    await response.body?.cancel();
    return new Uint8Array(declared);
  }
  const chunks: Uint8Array[] = [];
  let length = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      length += value.byteLength;
      if (length > limit) {
        await reader.cancel();
        break;
      }
    }
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The bytes of a schedule file: a path on this machine, or an http(s) URL read with a time-out and a size cap. */
export async function readSource(source: string, timeoutMs: number = SCHEDULE_FETCH_TIMEOUT_MS): Promise<Uint8Array> {
  if (!/^https?:\/\//.test(source)) return readFile(source);
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(source, { redirect: 'follow', signal });
    if (!response.ok) throw new Error(`${source} answered ${response.status}`);
    return await readCapped(response, MAX_SCHEDULE_BYTES);
  } catch (error) {
    if (signal.aborted) throw new Error(`${source} did not answer within ${timeoutMs / 1000} s`);
    throw error;
  }
}

/**
 * The schedule to serve at start-up: `SCHEDULE` when given (imported only when it changed),
 * else the stored one, else the bundled demo. A refused file changes nothing in the store.
 */
export async function loadSchedule({ store, source, defaultTimeZone, fetchTimeoutMs = SCHEDULE_FETCH_TIMEOUT_MS }: LoadScheduleOptions): Promise<LoadScheduleResult> {
  const current = await currentSchedule(store);
  if (source === null && current && current.source !== DEMO_SOURCE) return { ok: true, stored: current, imported: false };

  let raw: Uint8Array | string;
  try {
    // The demo is generated afresh each start; it is deterministic, so an unchanged demo is not re-imported.
    raw = source === null ? JSON.stringify(generateDemoSchedule()) : await readSource(source, fetchTimeoutMs);
  } catch (error) {
    return { ok: false, source: source ?? DEMO_SOURCE, problems: [{ where: 'file', message: `Could not read it: ${(error as Error).message}` }] };
  }
  if (current && current.version === scheduleVersion(raw)) return { ok: true, stored: current, imported: false };

  const result = importSchedule(raw, defaultTimeZone === undefined ? {} : { defaultTimeZone });
  if (!result.ok) return { ok: false, source: source ?? DEMO_SOURCE, problems: result.problems };
  // Stars and feedback follow events a re-import renumbered, as they do when an organizer publishes.
  const stored = await saveScheduleVersion(store, { raw, source: source ?? DEMO_SOURCE, schedule: result.schedule, warnings: result.warnings, publishedBy: PUBLISHED_AT_START_UP });
  return { ok: true, stored, imported: true };
}
