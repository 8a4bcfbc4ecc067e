import type { Schedule } from '../schedule/model.ts';
import { sqlite, type Store } from './open-store.ts';

/** One stored version, as What changed reads it: its normalised schedule and when it was imported. */
export interface FoundScheduleVersion {
  readonly version: string;
  readonly schedule: Schedule;
  readonly importedAt: string;
}

/**
 * A version kept in `schedule_versions`, current or not, or null when no import produced it.
 * Any string may come from a URL: it is only ever a bound parameter.
 */
export function findScheduleVersion(db: Store, version: string): FoundScheduleVersion | null {
  const row = sqlite(db).prepare('SELECT version, normalised, imported_at FROM schedule_versions WHERE version = ?').get(version) as
    { version: string; normalised: string; imported_at: string } | undefined;
  return row ? { version: row.version, schedule: JSON.parse(row.normalised) as Schedule, importedAt: row.imported_at } : null;
}

/** When a stored version was imported, without reading its schedule; null when it is not stored. */
export function findVersionImportedAt(db: Store, version: string): string | null {
  const row = sqlite(db).prepare('SELECT imported_at FROM schedule_versions WHERE version = ?').get(version) as { imported_at: string } | undefined;
  return row?.imported_at ?? null;
}
