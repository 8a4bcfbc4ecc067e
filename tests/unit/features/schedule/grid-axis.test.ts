import { describe, expect, it } from 'vitest';
import { axisContains, gridAxis, minutesFromOrigin, rowAt, rowSpan, rowStart } from '../../../../src/features/schedule/grid-axis.ts';

const at = (time: string) => Date.parse(time);
const span = (start: string, end: string) => ({ start, end });

describe('gridAxis', () => {
  it('steps by a quarter hour when every event starts and ends on one, from the first start to the last end', () => {
    const axis = gridAxis([span('2026-06-12T10:00:00+02:00', '2026-06-12T10:45:00+02:00'), span('2026-06-12T11:15:00+02:00', '2026-06-12T12:00:00+02:00')])!;
    expect(axis).toEqual({ origin: at('2026-06-12T10:00:00+02:00'), step: 15, rowCount: 8 });
  });

  it('steps by five minutes, never finer, when an event is off the quarter hours', () => {
    expect(gridAxis([span('2026-06-12T10:10:00+02:00', '2026-06-12T10:30:00+02:00')])!.step).toBe(5);
    // 10:07 has no step of its own: the rows are five minutes, starting at 10:05.
    const axis = gridAxis([span('2026-06-12T10:07:00+02:00', '2026-06-12T10:32:00+02:00')])!;
    expect(axis).toEqual({ origin: at('2026-06-12T10:05:00+02:00'), step: 5, rowCount: 6 });
    expect(gridAxis([span('2026-06-12T10:00:30+02:00', '2026-06-12T10:30:00+02:00')])!.step).toBe(5);
  });

  it('keeps to the wall clock of a zone on a half or three-quarter hour', () => {
    // 10:00 in Kathmandu (+05:45) is 04:15 UTC: still a quarter hour, so the first row is 10:00 there.
    const axis = gridAxis([span('2026-06-12T10:00:00+05:45', '2026-06-12T11:00:00+05:45')])!;
    expect(axis.step).toBe(15);
    expect(rowStart(axis, 0)).toBe(at('2026-06-12T10:00:00+05:45'));
  });

  it('runs past midnight for a day that does', () => {
    const axis = gridAxis([span('2026-06-12T23:30:00+02:00', '2026-06-13T01:30:00+02:00')])!;
    expect(axis.rowCount).toBe(8);
    expect(rowStart(axis, 6)).toBe(at('2026-06-13T01:00:00+02:00'));
  });

  it('is null without events', () => {
    expect(gridAxis([])).toBeNull();
  });
});

describe('rows on the axis', () => {
  const axis = gridAxis([span('2026-06-12T10:00:00+02:00', '2026-06-12T12:00:00+02:00')])!;

  it('span an event from its start row over its duration', () => {
    expect(rowSpan(axis, span('2026-06-12T10:30:00+02:00', '2026-06-12T11:15:00+02:00'))).toEqual({ row: 2, rows: 3 });
  });

  it('cover every row an event off the steps touches, and at least one', () => {
    expect(rowSpan(axis, span('2026-06-12T10:20:00+02:00', '2026-06-12T10:35:00+02:00'))).toEqual({ row: 1, rows: 2 });
    expect(rowSpan(axis, span('2026-06-12T10:30:00+02:00', '2026-06-12T10:30:00+02:00'))).toEqual({ row: 2, rows: 1 });
  });

  it('find the row of a moment, the first or last outside the axis', () => {
    expect(rowAt(axis, at('2026-06-12T11:07:00+02:00'))).toBe(4);
    expect(rowAt(axis, at('2026-06-12T09:00:00+02:00'))).toBe(0);
    expect(rowAt(axis, at('2026-06-12T13:00:00+02:00'))).toBe(7);
    expect(axisContains(axis, at('2026-06-12T11:59:00+02:00'))).toBe(true);
    expect(axisContains(axis, at('2026-06-12T12:00:00+02:00'))).toBe(false);
    expect(minutesFromOrigin(axis, at('2026-06-12T11:07:00+02:00'))).toBe(67);
  });
});
