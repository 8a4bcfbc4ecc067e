import type { ScheduleVersionEntry } from '../../shared/admin-schedule.ts';
import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Problem, Schedule } from '../schedule/model.ts';
import { hasEventSequences, recordEventSequences } from './event-sequences.ts';
import type { Store } from './open-store.ts';
import { remapEventIds } from './remap-event-ids.ts';
import type { ScheduleVersionsTable } from './schema.ts';
import { transact } from './transact.ts';

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

const COLUMNS = ['version', 'source', 'normalised', 'warnings', 'imported_at', 'published_at', 'published_by'] as const;

type Row = Pick<Selectable<ScheduleVersionsTable>, (typeof COLUMNS)[number]>;

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

/** The name of the current version alone (a few bytes, where currentSchedule reads the whole schedule). */
export async function currentVersion(db: Store): Promise<string | null> {
  const row = await db.selectFrom('schedule_versions').select('version').where('current', '=', 1).executeTakeFirst();
  return row?.version ?? null;
}

export async function currentSchedule(db: Store): Promise<StoredSchedule | null> {
  const row = await db.selectFrom('schedule_versions').select(COLUMNS).where('current', '=', 1).executeTakeFirst();
  return row ? fromRow(row) : null;
}

/** A stored version, current or not; null when there is none by that name. */
export async function findScheduleVersion(db: Store, version: string): Promise<StoredSchedule | null> {
  const row = await db.selectFrom('schedule_versions').select(COLUMNS).where('version', '=', version).executeTakeFirst();
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
 * without either. Answers the version now current.
 */
async function becomeCurrent(trx: Store, next: { readonly version: string; readonly schedule: Schedule }, published: Required<PublishedBy>): Promise<StoredSchedule> {
  const replaced = await currentSchedule(trx);
  // A store from before sequences were kept: what the replaced version said is where its events moved from.
  if (replaced && !(await hasEventSequences(trx))) await recordEventSequences(trx, replaced.schedule);
  if (replaced && replaced.version !== next.version) await remapEventIds(trx, replaced, next);
  await trx.updateTable('schedule_versions').set({ current: 0 }).where('current', '=', 1).execute();
  await trx
    .updateTable('schedule_versions')
    .set({ current: 1, published_at: published.now.toISOString(), published_by: published.publishedBy })
    .where('version', '=', next.version)
    .execute();
  await recordEventSequences(trx, next.schedule);
  const stored = await currentSchedule(trx);
  if (!stored) throw new Error('The version just made current is not current');
  return stored;
}

const publishedOf = (input: PublishedBy): Required<PublishedBy> => ({ publishedBy: input.publishedBy ?? 'command line', now: input.now ?? new Date() });

/**
 * Keeps an imported schedule and makes it the current one, in one transaction: a version seen
 * before becomes current again instead of being stored twice. If anything fails, nothing of it
 * is kept and the version that was current stays current.
 */
export async function saveScheduleVersion(db: Store, input: SaveScheduleInput): Promise<StoredSchedule> {
  const version = scheduleVersion(input.raw);
  const published = publishedOf(input);
  const { schedule } = input;
  return transact(db, async (trx) => {
    await trx
      .insertInto('schedule_versions')
      .values({
        version,
        source: input.source,
        raw: Buffer.from(input.raw),
        normalised: JSON.stringify(schedule),
        warnings: JSON.stringify(input.warnings),
        imported_at: published.now.toISOString(),
        events: schedule.events.length,
        days: schedule.days.length,
        rooms: schedule.rooms.length,
        current: 0,
      })
      .onConflict((oc) => oc.column('version').doNothing())
      .execute();
    return becomeCurrent(trx, { version, schedule }, published);
  });
}

/**
 * Makes a stored version current again (a roll back), the same way an import does, in one
 * transaction; null when no version has that name.
 */
export async function makeScheduleVersionCurrent(db: Store, version: string, published: PublishedBy = {}): Promise<StoredSchedule | null> {
  return transact(db, async (trx) => {
    const target = await findScheduleVersion(trx, version);
    return target ? becomeCurrent(trx, target, publishedOf(published)) : null;
  });
}

export async function countScheduleVersions(db: Store): Promise<number> {
  const row = await db
    .selectFrom('schedule_versions')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One line of the versions list: the shared entry (with the store's idea of current) and when it was imported. */
export interface ScheduleVersionLine extends ScheduleVersionEntry {
  readonly importedAt: string;
}

/** The versions, most recently made current first, without reading their schedules. */
export async function listScheduleVersions(db: Store, limit: number): Promise<ScheduleVersionLine[]> {
  const rows = await db
    .selectFrom('schedule_versions')
    .select(['version', 'source', 'imported_at', 'published_at', 'published_by', 'events', 'days', 'rooms', 'warnings', 'current'])
    .orderBy((eb) => eb.fn.coalesce('published_at', 'imported_at'), 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    version: row.version,
    source: row.source,
    importedAt: row.imported_at,
    publishedAt: row.published_at ?? row.imported_at,
    publishedBy: row.published_by ?? PUBLISHED_AT_START_UP,
    events: row.events ?? 0,
    days: row.days ?? 0,
    rooms: row.rooms ?? 0,
    warnings: (JSON.parse(row.warnings) as Problem[]).length,
    current: row.current === 1,
  }));
}
