import { createHash } from 'node:crypto';
import type { Problem, Schedule } from '../schedule/model.ts';
import { hasEventSequences, recordEventSequences } from './event-sequences.ts';
import type { Store } from './open-store.ts';

export interface StoredSchedule {
  /** Short content hash of the raw file: the page-data version and ETag. */
  readonly version: string;
  readonly source: string;
  readonly schedule: Schedule;
  readonly warnings: readonly Problem[];
  readonly importedAt: string;
}

/** The version of a raw schedule file: the same bytes always give the same version. */
export function scheduleVersion(raw: Uint8Array | string): string {
  return createHash('sha256').update(raw).digest('hex').slice(0, 16);
}

interface Row {
  version: string;
  source: string;
  normalised: string;
  warnings: string;
  imported_at: string;
}

function fromRow(row: Row): StoredSchedule {
  return {
    version: row.version,
    source: row.source,
    schedule: JSON.parse(row.normalised) as Schedule,
    warnings: JSON.parse(row.warnings) as Problem[],
    importedAt: row.imported_at,
  };
}

export function currentSchedule(db: Store): StoredSchedule | null {
  const row = db.prepare('SELECT version, source, normalised, warnings, imported_at FROM schedule_versions WHERE current = 1').get() as Row | undefined;
  return row ? fromRow(row) : null;
}

export interface SaveScheduleInput {
  readonly raw: Uint8Array | string;
  readonly source: string;
  readonly schedule: Schedule;
  readonly warnings: readonly Problem[];
  readonly now?: Date;
}

/**
 * Keeps an imported schedule and makes it the current one, in one transaction: a version seen
 * before becomes current again instead of being stored twice. The calendar sequences of its
 * events are raised in the same transaction (recordEventSequences), so a version is never
 * current without them.
 */
export function saveScheduleVersion(db: Store, input: SaveScheduleInput): StoredSchedule {
  const version = scheduleVersion(input.raw);
  const importedAt = (input.now ?? new Date()).toISOString();
  db.transaction(() => {
    // A store from before sequences were kept: what the replaced version said is where its events moved from.
    const replaced = hasEventSequences(db) ? null : currentSchedule(db);
    if (replaced) recordEventSequences(db, replaced.schedule);
    db.prepare('UPDATE schedule_versions SET current = 0 WHERE current = 1').run();
    db.prepare(
      `INSERT INTO schedule_versions (version, source, raw, normalised, warnings, imported_at, current)
       VALUES (?, ?, ?, ?, ?, ?, 1)
       ON CONFLICT (version) DO UPDATE SET current = 1`,
    ).run(version, input.source, Buffer.from(input.raw), JSON.stringify(input.schedule), JSON.stringify(input.warnings), importedAt);
    recordEventSequences(db, input.schedule);
  })();
  const stored = currentSchedule(db);
  if (!stored) throw new Error('The schedule just saved is not current');
  return stored;
}

export function countScheduleVersions(db: Store): number {
  return (db.prepare('SELECT count(*) AS n FROM schedule_versions').get() as { n: number }).n;
}
