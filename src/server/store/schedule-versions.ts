import type { ScheduleVersionEntry } from '../../shared/admin-schedule.ts';
import { createHash } from 'node:crypto';
import type { Problem, Schedule } from '../schedule/model.ts';
import { hasEventSequences, recordEventSequences } from './event-sequences.ts';
import { sqlite, type Store } from './open-store.ts';
import { remapEventIds } from './remap-event-ids.ts';

export interface StoredSchedule {
  /** Short content hash of the raw file: the page-data version and ETag. */
  readonly version: string;
  readonly source: string;
  readonly schedule: Schedule;
  readonly warnings: readonly Problem[];
  readonly importedAt: string;
  /**
   * When it was last made current, and by whom (an organizer's email, `start-up` or `command
   * line`); always there when read from the store.
   */
  readonly publishedAt?: string;
  readonly publishedBy?: string;
}

/** Who made a version current when no organizer did: the server loading `SCHEDULE` or the demo. */
export const PUBLISHED_AT_START_UP = 'start-up';

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
  published_at: string | null;
  published_by: string | null;
}

const COLUMNS = 'version, source, normalised, warnings, imported_at, published_at, published_by';

function fromRow(row: Row): StoredSchedule {
  return {
    version: row.version,
    source: row.source,
    schedule: JSON.parse(row.normalised) as Schedule,
    warnings: JSON.parse(row.warnings) as Problem[],
    importedAt: row.imported_at,
    publishedAt: row.published_at ?? row.imported_at,
    publishedBy: row.published_by ?? PUBLISHED_AT_START_UP,
  };
}

export function currentSchedule(db: Store): StoredSchedule | null {
  const row = sqlite(db).prepare(`SELECT ${COLUMNS} FROM schedule_versions WHERE current = 1`).get() as Row | undefined;
  return row ? fromRow(row) : null;
}

/** A stored version, current or not; null when there is none by that name. */
export function findScheduleVersion(db: Store, version: string): StoredSchedule | null {
  const row = sqlite(db).prepare(`SELECT ${COLUMNS} FROM schedule_versions WHERE version = ?`).get(version) as Row | undefined;
  return row ? fromRow(row) : null;
}

export interface PublishedBy {
  /** An organizer's email, or PUBLISHED_AT_START_UP; `command line` when not said. */
  readonly publishedBy?: string;
  readonly now?: Date;
}

export interface SaveScheduleInput extends PublishedBy {
  readonly raw: Uint8Array | string;
  readonly source: string;
  readonly schedule: Schedule;
  readonly warnings: readonly Problem[];
}

/**
 * What goes with a version becoming current, inside the caller's transaction: stars and feedback
 * follow events whose id changed while their guid stayed (remapEventIds), and the calendar
 * sequences of its events are raised (recordEventSequences), so a version is never current
 * without either.
 */
function becomeCurrent(db: Store, next: { readonly version: string; readonly schedule: Schedule }, published: Required<PublishedBy>): void {
  const replaced = currentSchedule(db);
  // A store from before sequences were kept: what the replaced version said is where its events moved from.
  if (replaced && !hasEventSequences(db)) recordEventSequences(db, replaced.schedule);
  if (replaced && replaced.version !== next.version) remapEventIds(db, replaced, next);
  sqlite(db).prepare('UPDATE schedule_versions SET current = 0 WHERE current = 1').run();
  sqlite(db)
    .prepare('UPDATE schedule_versions SET current = 1, published_at = ?, published_by = ? WHERE version = ?')
    .run(published.now.toISOString(), published.publishedBy, next.version);
  recordEventSequences(db, next.schedule);
}

const publishedOf = (input: PublishedBy): Required<PublishedBy> => ({ publishedBy: input.publishedBy ?? 'command line', now: input.now ?? new Date() });

/**
 * Keeps an imported schedule and makes it the current one, in one transaction: a version seen
 * before becomes current again instead of being stored twice. If anything fails, nothing of it
 * is kept and the version that was current stays current.
 */
export function saveScheduleVersion(db: Store, input: SaveScheduleInput): StoredSchedule {
  const version = scheduleVersion(input.raw);
  const published = publishedOf(input);
  const { schedule } = input;
  sqlite(db).transaction(() => {
    sqlite(db)
      .prepare(
        `INSERT INTO schedule_versions (version, source, raw, normalised, warnings, imported_at, events, days, rooms, current)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0)
       ON CONFLICT (version) DO NOTHING`,
      )
      .run(
        version,
        input.source,
        Buffer.from(input.raw),
        JSON.stringify(schedule),
        JSON.stringify(input.warnings),
        published.now.toISOString(),
        schedule.events.length,
        schedule.days.length,
        schedule.rooms.length,
      );
    becomeCurrent(db, { version, schedule }, published);
  })();
  const stored = currentSchedule(db);
  if (!stored) throw new Error('The schedule just saved is not current');
  return stored;
}

/**
 * Makes a stored version current again (a roll back), the same way an import does; null when
 * no version has that name.
 */
export function makeScheduleVersionCurrent(db: Store, version: string, published: PublishedBy = {}): StoredSchedule | null {
  const done = sqlite(db).transaction(() => {
    const target = findScheduleVersion(db, version);
    if (!target) return false;
    becomeCurrent(db, target, publishedOf(published));
    return true;
  })();
  return done ? currentSchedule(db) : null;
}

export function countScheduleVersions(db: Store): number {
  return (sqlite(db).prepare('SELECT count(*) AS n FROM schedule_versions').get() as { n: number }).n;
}

/** One line of the versions list: the shared entry (with the store's idea of current) and when it was imported. */
export interface ScheduleVersionLine extends ScheduleVersionEntry {
  readonly importedAt: string;
}

interface LineRow {
  version: string;
  source: string;
  imported_at: string;
  published_at: string | null;
  published_by: string | null;
  events: number | null;
  days: number | null;
  rooms: number | null;
  warnings: number;
  current: 0 | 1;
}

/** The versions, most recently made current first, without reading their schedules. */
export function listScheduleVersions(db: Store, limit: number): ScheduleVersionLine[] {
  const rows = sqlite(db)
    .prepare(
      `SELECT version, source, imported_at, published_at, published_by, events, days, rooms, json_array_length(warnings) AS warnings, current
       FROM schedule_versions ORDER BY coalesce(published_at, imported_at) DESC, id DESC LIMIT ?`,
    )
    .all(limit) as LineRow[];
  return rows.map((row) => ({
    version: row.version,
    source: row.source,
    importedAt: row.imported_at,
    publishedAt: row.published_at ?? row.imported_at,
    publishedBy: row.published_by ?? PUBLISHED_AT_START_UP,
    events: row.events ?? 0,
    days: row.days ?? 0,
    rooms: row.rooms ?? 0,
    warnings: row.warnings,
    current: row.current === 1,
  }));
}
