import { describe, expect, it } from 'vitest';
import { gridAxis } from '../../../../src/features/schedule/grid-axis.ts';
import { layoutDayGrid, type GridLayout } from '../../../../src/features/schedule/grid-layout.ts';
import type { EventSummary } from '../../../../src/shared/page-data.ts';
import { MAIN_HALL, ROOM_B, summary } from '../sample-page-data.ts';

const LAB = { slug: 'lab', name: 'Lab' };
const event = (id: string, from: string, to: string, overrides: Partial<EventSummary> = {}) =>
  summary({ id, title: `Event ${id}`, start: `2026-06-12T${from}:00+02:00`, end: `2026-06-12T${to}:00+02:00`, ...overrides });

/**
 * Places the cells the way a browser builds a table (each cell in the next free slot of its row,
 * holding its rows and columns) and answers, per event, the table columns and rows it covers.
 * Throws where the rows would not make a rectangle.
 */
function placeAsTable(layout: GridLayout) {
  const width = layout.columns.reduce((sum, column) => sum + column.lanes, 0);
  const taken = layout.rows.map(() => new Array<boolean>(width).fill(false));
  const placed = new Map<string, { columns: [number, number]; rows: [number, number] }>();
  layout.rows.forEach((cells, row) => {
    let column = 0;
    for (const { cell } of cells) {
      while (taken[row]![column]) column++;
      const rows = cell.kind === 'event' ? cell.rows : 1;
      const columns = cell.kind === 'event' ? cell.lanes : 1;
      for (let r = row; r < row + rows; r++)
        for (let c = column; c < column + columns; c++) {
          if (r >= taken.length || c >= width || taken[r]![c]) throw new Error(`cell overlap or overflow at row ${r}, column ${c}`);
          taken[r]![c] = true;
        }
      if (cell.kind === 'event') {
        if (placed.has(cell.event.id)) throw new Error(`event ${cell.event.id} twice`);
        placed.set(cell.event.id, { columns: [column, column + columns], rows: [row, row + rows] });
      }
      column += columns;
    }
  });
  if (taken.some((row) => row.some((slot) => !slot))) throw new Error('a hole in the table');
  return placed;
}

/** The table columns of each room, from the header row's spans. */
function roomColumns(layout: GridLayout) {
  let start = 0;
  return Object.fromEntries(layout.columns.map((column) => [column.room.name, [start, (start += column.lanes)]]));
}

function layout(events: readonly EventSummary[], all: readonly EventSummary[] = events) {
  return layoutDayGrid(events, gridAxis(all)!, 'en');
}

describe('layoutDayGrid', () => {
  it('gives each event one cell in its room’s column, over the rows of its duration', () => {
    const events = [
      event('1', '10:00', '11:00', { room: ROOM_B }),
      event('2', '10:00', '10:30'),
      event('3', '10:30', '11:15', { room: LAB }),
      event('4', '11:00', '11:15', { room: ROOM_B }),
    ];
    const grid = layout(events);
    expect(grid.axis.step).toBe(15);
    expect(grid.columns.map((column) => [column.room.name, column.lanes])).toEqual([
      ['Lab', 1],
      ['Main Hall', 1],
      ['Room B', 1],
    ]);
    const placed = placeAsTable(grid);
    const columns = roomColumns(grid);
    expect(placed.get('1')).toEqual({ columns: columns['Room B'], rows: [0, 4] });
    expect(placed.get('2')).toEqual({ columns: columns['Main Hall'], rows: [0, 2] });
    expect(placed.get('3')).toEqual({ columns: columns['Lab'], rows: [2, 5] });
    expect(placed.get('4')).toEqual({ columns: columns['Room B'], rows: [4, 5] });
  });

  it('gives a room lanes for overlapping events, each still one cell, and widens an event where the lanes are free', () => {
    const events = [
      event('a', '10:00', '11:00'),
      event('b', '10:30', '11:30'),
      event('c', '10:45', '11:15'),
      event('d', '12:00', '12:30'),
      event('e', '11:00', '11:30', { room: ROOM_B }),
    ];
    const grid = layout(events);
    expect(grid.columns.map((column) => [column.room.name, column.lanes])).toEqual([
      ['Main Hall', 3],
      ['Room B', 1],
    ]);
    const placed = placeAsTable(grid);
    expect([...placed.keys()].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(placed.get('a')).toEqual({ columns: [0, 1], rows: [0, 4] });
    expect(placed.get('b')).toEqual({ columns: [1, 2], rows: [2, 6] });
    expect(placed.get('c')).toEqual({ columns: [2, 3], rows: [3, 5] });
    // Alone at noon: the whole room's width.
    expect(placed.get('d')).toEqual({ columns: [0, 3], rows: [8, 10] });
    expect(placed.get('e')).toEqual({ columns: [3, 4], rows: [4, 6] });
  });

  it('never drops or repeats an event, whatever the overlaps', () => {
    const times = ['10:00', '10:05', '10:15', '10:20', '10:45', '11:00', '11:10', '11:30'];
    const events = times.flatMap((from, i) => times.slice(i + 1, i + 4).map((to, j) => event(`${i}-${j}`, from, to, { room: j % 2 ? ROOM_B : MAIN_HALL })));
    const grid = layout(events);
    expect(grid.axis.step).toBe(5);
    const placed = placeAsTable(grid);
    expect([...placed.keys()].sort()).toEqual(events.map((e) => e.id).sort());
    const columns = roomColumns(grid);
    for (const e of events) {
      const [first, last] = columns[e.room.name]!;
      const cell = placed.get(e.id)!;
      expect(cell.columns[0]).toBeGreaterThanOrEqual(first!);
      expect(cell.columns[1]).toBeLessThanOrEqual(last!);
      expect((cell.rows[1] - cell.rows[0]) * 5 * 60_000).toBe(Date.parse(e.end) - Date.parse(e.start));
    }
  });

  it('keeps an event past midnight on its day, the rows running past 24:00', () => {
    const late = summary({ id: 'late', title: 'Late', start: '2026-06-13T00:30:00+02:00', end: '2026-06-13T01:30:00+02:00', day: '2026-06-12' });
    const events = [event('1', '23:00', '23:45'), late];
    const grid = layout(events);
    expect(placeAsTable(grid).get('late')).toEqual({ columns: [0, 1], rows: [6, 10] });
    expect(grid.axis.rowCount).toBe(10);
  });

  it('shows only the rooms of the events shown, on the whole day’s rows', () => {
    const all = [event('1', '10:00', '11:00', { room: ROOM_B }), event('2', '12:00', '12:30', { language: 'de' })];
    const grid = layout(
      all.filter((e) => e.language === 'de'),
      all,
    );
    expect(grid.columns.map((column) => column.room.name)).toEqual(['Main Hall']);
    expect(grid.rows).toHaveLength(10);
    expect(placeAsTable(grid).get('2')).toEqual({ columns: [0, 1], rows: [8, 10] });
  });
});
