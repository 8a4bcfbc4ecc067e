import type { EventSummary, RoomRef } from '../../shared/page-data.ts';
import { rowSpan, type GridAxis } from './grid-axis.ts';

/** One event: exactly one cell, in its room's column, from its start row over its duration. */
export interface GridEventCell {
  readonly kind: 'event';
  readonly event: EventSummary;
  readonly row: number;
  /** The rows it spans (`rowSpan`). */
  readonly rows: number;
  /** Its lane within the room, and how many lanes it spans (`colSpan`) where its neighbours leave room. */
  readonly lane: number;
  readonly lanes: number;
}

/** A step of a lane with no event. */
export interface GridEmptyCell {
  readonly kind: 'empty';
  readonly lane: number;
}

export type GridCell = GridEventCell | GridEmptyCell;

/** A room: one column, or several lanes side by side when its events overlap. */
export interface GridColumn {
  /** The room's slug, or its name when it has none. */
  readonly key: string;
  readonly room: RoomRef;
  readonly lanes: number;
}

export interface GridLayout {
  readonly axis: GridAxis;
  readonly columns: readonly GridColumn[];
  /** Each row's cells as a table row holds them: column by column, lane by lane, leaving out what a cell above spans. */
  readonly rows: readonly (readonly { readonly column: GridColumn; readonly cell: GridCell }[])[];
}

const roomKey = (room: RoomRef) => room.slug || room.name;

interface Placed {
  readonly event: EventSummary;
  readonly row: number;
  readonly end: number;
  lane: number;
  lanes: number;
}

const overlaps = (a: Placed, b: Placed) => a.row < b.end && b.row < a.end;

/**
 * Lanes for one room's events: each goes to the first lane free at its start row (taken in start
 * order, that is the fewest lanes overlapping events allow), then widens over the lanes to its
 * right that stay free for all its rows.
 */
function placeInLanes(events: readonly EventSummary[], axis: GridAxis): { placed: Placed[]; lanes: number } {
  const placed: Placed[] = events
    .map((event) => {
      // Kept on the axis, should an event lie outside it.
      const { row: start, rows } = rowSpan(axis, event);
      const row = Math.min(axis.rowCount - 1, Math.max(0, start));
      return { event, row, end: Math.min(axis.rowCount, Math.max(row + 1, start + rows)), lane: 0, lanes: 1 };
    })
    .sort((a, b) => a.row - b.row || b.end - a.end || a.event.title.localeCompare(b.event.title) || a.event.id.localeCompare(b.event.id));
  const laneEnds: number[] = [];
  for (const item of placed) {
    const free = laneEnds.findIndex((end) => end <= item.row);
    item.lane = free === -1 ? laneEnds.length : free;
    laneEnds[item.lane] = item.end;
  }
  const lanes = Math.max(1, laneEnds.length);
  for (const item of placed) {
    while (item.lane + item.lanes < lanes && !placed.some((other) => other.lane === item.lane + item.lanes && overlaps(item, other))) item.lanes += 1;
  }
  return { placed, lanes };
}

/**
 * The rooms × time grid of a day's events on its axis: rooms in name order, each event exactly
 * once. Only rooms with an event shown get a column.
 */
export function layoutDayGrid(events: readonly EventSummary[], axis: GridAxis, locale: string): GridLayout {
  const byRoom = new Map<string, { room: RoomRef; events: EventSummary[] }>();
  for (const event of events) {
    const key = roomKey(event.room);
    const entry = byRoom.get(key);
    if (entry) entry.events.push(event);
    else byRoom.set(key, { room: event.room, events: [event] });
  }
  const rooms = [...byRoom].sort(([, a], [, b]) => a.room.name.localeCompare(b.room.name, locale));

  const columns: GridColumn[] = [];
  // Per room, what each row holds lane by lane: the cell starting there, `null` where a cell above spans, `undefined` when empty.
  const grids: (GridEventCell | null | undefined)[][][] = [];
  for (const [key, { room, events: roomEvents }] of rooms) {
    const { placed, lanes } = placeInLanes(roomEvents, axis);
    columns.push({ key, room, lanes });
    const grid = Array.from({ length: axis.rowCount }, () => Array.from<GridEventCell | null | undefined>({ length: lanes }));
    for (const { event, row, end, lane, lanes: span } of placed) {
      for (let r = row; r < end; r++) grid[r]!.fill(null, lane, lane + span);
      grid[row]![lane] = { kind: 'event', event, row, rows: end - row, lane, lanes: span };
    }
    grids.push(grid);
  }

  const rows = Array.from({ length: axis.rowCount }, (_, r) =>
    columns.flatMap((column, c) => grids[c]![r]!.flatMap((cell, lane) => (cell === null ? [] : [{ column, cell: cell ?? ({ kind: 'empty', lane } as const) }]))),
  );
  return { axis, columns, rows };
}
