import { diffSchedules } from '../schedule/diff-schedules.ts';
import type { Schedule } from '../schedule/model.ts';
import { sqlite, type Store } from './open-store.ts';

/** The tables whose rows name an event by id, one row per owner and event. */
const OWNED_TABLES = ['stars', 'feedback'] as const;

/** A prefix no schedule id has: rows on their way to a new id sit under it for a moment. */
const MOVING = '\u0000moving:';

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

interface OwnedRow {
  readonly rowid: number;
  readonly owner: string;
  readonly updated_at: string;
}

/**
 * Sets aside the rows at `id` under their parked id. An owner that already has a row parked
 * there (the same version replaced twice) keeps the newer of the two, so no unique key breaks.
 */
function park(db: Store, table: (typeof OWNED_TABLES)[number], id: string, parkedId: string): number {
  const rows = sqlite(db).prepare(`SELECT rowid AS rowid, owner, updated_at FROM ${table} WHERE event_id = ?`).all(id) as OwnedRow[];
  const existing = sqlite(db).prepare(`SELECT rowid AS rowid, updated_at FROM ${table} WHERE owner = ? AND event_id = ?`);
  const remove = sqlite(db).prepare(`DELETE FROM ${table} WHERE rowid = ?`);
  const rename = sqlite(db).prepare(`UPDATE ${table} SET event_id = ? WHERE rowid = ?`);
  for (const row of rows) {
    const other = existing.get(row.owner, parkedId) as Pick<OwnedRow, 'rowid' | 'updated_at'> | undefined;
    if (other && other.updated_at > row.updated_at) {
      remove.run(row.rowid);
      continue;
    }
    if (other) remove.run(other.rowid);
    rename.run(parkedId, row.rowid);
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
export function remapEventIds(db: Store, from: Side, to: Side): RemappedRows {
  const changes = diffSchedules(from, to);
  const newIds = new Set(to.schedule.events.map((event) => event.id));
  const leaving = new Set(changes.renamed.map((pair) => pair.from));
  const toPark = new Set<string>();
  for (const change of changes.changes) if (change.kind === 'removed' && newIds.has(change.id) && !leaving.has(change.id)) toPark.add(change.id);
  for (const pair of changes.renamed) if (!leaving.has(pair.to)) toPark.add(pair.to);

  let moved = 0;
  let parked = 0;
  for (const table of OWNED_TABLES) {
    for (const id of toPark) parked += park(db, table, id, parkedEventId(id, from.version));
    const stage = sqlite(db).prepare(`UPDATE ${table} SET event_id = ? WHERE event_id = ?`);
    for (const pair of changes.renamed) stage.run(MOVING + pair.from, pair.from);
    for (const pair of changes.renamed) moved += stage.run(pair.to, MOVING + pair.from).changes;
  }
  return { moved, parked };
}
