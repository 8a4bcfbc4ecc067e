import type { Schedule } from '../schedule/model.ts';
import type { Store } from './open-store.ts';

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
export async function findScheduleVersion(db: Store, version: string): Promise<FoundScheduleVersion | null> {
  const row = await db.selectFrom('schedule_versions').select(['version', 'normalised', 'imported_at']).where('version', '=', version).executeTakeFirst();
  return row ? { version: row.version, schedule: JSON.parse(row.normalised) as Schedule, importedAt: row.imported_at } : null;
}

/** When a stored version was imported, without reading its schedule; null when it is not stored. */
export async function findVersionImportedAt(db: Store, version: string): Promise<string | null> {
  const row = await db.selectFrom('schedule_versions').select('imported_at').where('version', '=', version).executeTakeFirst();
  return row?.imported_at ?? null;
}
