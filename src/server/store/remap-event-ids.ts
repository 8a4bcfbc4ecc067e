import { randomUUID } from 'node:crypto';
import { diffSchedules } from '../schedule/diff-schedules.ts';
import type { Schedule } from '../schedule/model.ts';
import type { Store } from './open-store.ts';

/** The tables whose rows name an event by id, one row per owner and event. */
const OWNED_TABLES = ['stars', 'feedback'] as const;

type OwnedTable = (typeof OWNED_TABLES)[number];

/**
 * A prefix no schedule id has: rows on their way to a new id sit under it for a moment, inside
 * the transaction. A UUID of its own per process (PostgreSQL's text holds no NUL character,
 * which would have been the obvious choice).
 */
const MOVING = `moving:${randomUUID()}:`;

interface Side {
  readonly schedule: Schedule;
  readonly version: string;
}

/** How many rows followed their event to a new id, and how many were set aside (parked). */
export interface RemappedRows {
  readonly moved: number;
  readonly parked: number;
}

/**
 * The id a row is set aside under when its id now names another event: `<id>@<version>` says
 * which version's event it was about. No schedule id contains `@`… and if one did, it would
 * still never be this one, since versions are hashes.
 */
export const parkedEventId = (id: string, version: string) => `${id}@${version}`;

/** Deletes an owner's row at an event id: (owner, event_id) is unique in every owned table. */
async function deleteRow(db: Store, table: OwnedTable, owner: string, eventId: string): Promise<void> {
  await db.deleteFrom(table).where('owner', '=', owner).where('event_id', '=', eventId).execute();
}

/** Moves every row at `from` to `to`; answers how many moved. */
async function moveRows(db: Store, table: OwnedTable, from: string, to: string): Promise<number> {
  const result = await db.updateTable(table).set({ event_id: to }).where('event_id', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Sets aside the rows at `id` under their parked id. An owner that already has a row parked
 * there (the same version replaced twice) keeps the newer of the two, so no unique key breaks.
 */
async function park(db: Store, table: OwnedTable, id: string, parkedId: string): Promise<number> {
  const rows = await db.selectFrom(table).select(['owner', 'updated_at']).where('event_id', '=', id).execute();
  for (const row of rows) {
    const other = await db.selectFrom(table).select('updated_at').where('owner', '=', row.owner).where('event_id', '=', parkedId).executeTakeFirst();
    if (other && other.updated_at > row.updated_at) {
      await deleteRow(db, table, row.owner, id);
      continue;
    }
    if (other) await deleteRow(db, table, row.owner, parkedId);
    await db.updateTable(table).set({ event_id: parkedId }).where('owner', '=', row.owner).where('event_id', '=', id).execute();
  }
  return rows.length;
}

/**
 * Makes stars and feedback follow their events from the version being replaced to the one
 * becoming current. An event a re-import gave another id (matched by guid, `renamed` of the
 * diff) takes its rows along — swaps and chains included, since every row moves through a
 * temporary id first. Rows that would end up on an event they were not about are set aside
 * under a parked id (never deleted): those of an event that was removed while its id went to
 * another event, and leftovers from older versions at an id a renamed event now takes. Call it
 * inside the transaction that makes the version current.
 */
export async function remapEventIds(db: Store, from: Side, to: Side): Promise<RemappedRows> {
  const changes = diffSchedules(from, to);
  const newIds = new Set(to.schedule.events.map((event) => event.id));
  const leaving = new Set(changes.renamed.map((pair) => pair.from));
  const toPark = new Set<string>();
  for (const change of changes.changes) if (change.kind === 'removed' && newIds.has(change.id) && !leaving.has(change.id)) toPark.add(change.id);
  for (const pair of changes.renamed) if (!leaving.has(pair.to)) toPark.add(pair.to);

  let moved = 0;
  let parked = 0;
  for (const table of OWNED_TABLES) {
    for (const id of toPark) parked += await park(db, table, id, parkedEventId(id, from.version));
    for (const pair of changes.renamed) await moveRows(db, table, pair.from, MOVING + pair.from);
    for (const pair of changes.renamed) moved += await moveRows(db, table, MOVING + pair.from, pair.to);
  }
  return { moved, parked };
}
