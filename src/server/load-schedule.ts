import { readFile } from 'node:fs/promises';
import { importSchedule, MAX_SCHEDULE_BYTES } from './schedule/import-schedule.ts';
import { generateDemoSchedule } from './schedule/demo/generate-demo-schedule.ts';
import type { Problem } from './schedule/model.ts';
import type { Store } from './store/open-store.ts';
import { currentSchedule, saveScheduleVersion, scheduleVersion, type StoredSchedule } from './store/schedule-versions.ts';

export const DEMO_SOURCE = 'demo';

export interface LoadScheduleOptions {
  readonly store: Store;
  /** `SCHEDULE`: a file path or an http(s) URL; null for the stored schedule or the demo. */
  readonly source: string | null;
  readonly defaultTimeZone?: string;
}

export type LoadScheduleResult =
  | { readonly ok: true; readonly stored: StoredSchedule; readonly imported: boolean }
  | { readonly ok: false; readonly source: string; readonly problems: readonly Problem[] };

async function readSource(source: string): Promise<Uint8Array> {
  if (!/^https?:\/\//.test(source)) return readFile(source);
  const response = await fetch(source, { redirect: 'follow' });
  if (!response.ok) throw new Error(`${source} answered ${response.status}`);
  const length = Number(response.headers.get('Content-Length') ?? 0);
  if (length > MAX_SCHEDULE_BYTES) return new Uint8Array(length);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * The schedule to serve at start-up: `SCHEDULE` when given (imported only when it changed),
 * else the stored one, else the bundled demo. A refused file changes nothing in the store.
 */
export async function loadSchedule({ store, source, defaultTimeZone }: LoadScheduleOptions): Promise<LoadScheduleResult> {
  const current = currentSchedule(store);
  if (source === null && current && current.source !== DEMO_SOURCE) return { ok: true, stored: current, imported: false };

  let raw: Uint8Array | string;
  try {
    // The demo is generated afresh each start; it is deterministic, so an unchanged demo is not re-imported.
    raw = source === null ? JSON.stringify(generateDemoSchedule()) : await readSource(source);
  } catch (error) {
    return { ok: false, source: source ?? DEMO_SOURCE, problems: [{ where: 'file', message: `Could not read it: ${(error as Error).message}` }] };
  }
  if (current && current.version === scheduleVersion(raw)) return { ok: true, stored: current, imported: false };

  const result = importSchedule(raw, defaultTimeZone === undefined ? {} : { defaultTimeZone });
  if (!result.ok) return { ok: false, source: source ?? DEMO_SOURCE, problems: result.problems };
  const stored = saveScheduleVersion(store, { raw, source: source ?? DEMO_SOURCE, schedule: result.schedule, warnings: result.warnings });
  return { ok: true, stored, imported: true };
}
