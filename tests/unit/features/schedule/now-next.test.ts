import { describe, expect, it } from 'vitest';
import { conferencePhase, daysBetween, needsFollowingDay, NEXT_WINDOW_MS, pickNowAndNext } from '../../../../src/features/schedule/now-next.ts';
import { DAYS, ROOM_B, summary } from '../sample-page-data.ts';

const at = (instant: string) => Date.parse(instant);
const ids = (events: readonly { readonly id: string }[]) => events.map((event) => event.id);

// Day one runs 09:00 – 03:00 (Brussels, +01:00); day two 09:00 – 18:00.
const KEYNOTE = summary({ id: 'keynote', title: 'Keynote', start: '2026-02-01T09:30:00+01:00', end: '2026-02-01T10:30:00+01:00' });
const PARALLEL = summary({ id: 'parallel', title: 'Parallel', start: '2026-02-01T09:30:00+01:00', end: '2026-02-01T10:00:00+01:00', room: ROOM_B });
const DROPPED = summary({ id: 'dropped', title: 'Dropped', start: '2026-02-01T09:00:00+01:00', end: '2026-02-01T11:00:00+01:00', cancelled: true });
const ELEVEN = summary({ id: 'eleven', title: 'At eleven', start: '2026-02-01T11:00:00+01:00', end: '2026-02-01T11:30:00+01:00' });
const LATE = summary({ id: 'late', title: 'Past midnight', start: '2026-02-02T00:30:00+01:00', end: '2026-02-02T01:30:00+01:00', room: ROOM_B });
const DAY_TWO = summary({ id: 'day-two', title: 'Day two opens', day: '2026-02-02', start: '2026-02-02T09:30:00+01:00', end: '2026-02-02T10:00:00+01:00' });

describe('pickNowAndNext', () => {
  it('lists as Now every event whose interval holds the minute: start included, end excluded', () => {
    const events = [ELEVEN, KEYNOTE, PARALLEL];
    expect(ids(pickNowAndNext(events, at('2026-02-01T09:30:00+01:00')).now)).toEqual(['keynote', 'parallel']);
    expect(ids(pickNowAndNext(events, at('2026-02-01T09:59:00+01:00')).now)).toEqual(['keynote', 'parallel']);
    expect(ids(pickNowAndNext(events, at('2026-02-01T10:00:00+01:00')).now)).toEqual(['keynote']);
    expect(ids(pickNowAndNext(events, at('2026-02-01T09:29:00+01:00')).now)).toEqual([]);
  });

  it('never lists a cancelled event as running', () => {
    expect(ids(pickNowAndNext([DROPPED, KEYNOTE], at('2026-02-01T09:45:00+01:00')).now)).toEqual(['keynote']);
  });

  it('lists as Next the events starting within the next 60 minutes, the 60th included', () => {
    const soon = (minutes: number, id: string) =>
      summary({ id, title: id, start: new Date(at('2026-02-01T12:00:00+01:00') + minutes * 60_000).toISOString(), end: '2026-02-01T15:00:00+01:00' });
    const events = [soon(0, 'now'), soon(1, 'in-1'), soon(30, 'in-30'), soon(60, 'in-60'), soon(61, 'in-61')];
    expect(NEXT_WINDOW_MS).toBe(3_600_000);
    expect(ids(pickNowAndNext(events, at('2026-02-01T12:00:00+01:00')).next)).toEqual(['in-1', 'in-30', 'in-60']);
  });

  it('falls back to the events of the next start time when nothing starts within the hour', () => {
    const twelve = summary({ id: 'twelve', title: 'Noon', start: '2026-02-01T12:00:00+01:00', end: '2026-02-01T12:30:00+01:00' });
    const alsoEleven = { ...ELEVEN, id: 'also-eleven', room: ROOM_B };
    const { next } = pickNowAndNext([KEYNOTE, ELEVEN, alsoEleven, twelve], at('2026-02-01T09:45:00+01:00'));
    expect(ids(next)).toEqual(['eleven', 'also-eleven']);
  });

  it('keeps cancelled events in Next, and looks on to the next event that takes place', () => {
    const cancelledSoon = { ...ELEVEN, id: 'cancelled-soon', start: '2026-02-01T10:15:00+01:00', cancelled: true };
    const { next } = pickNowAndNext([KEYNOTE, cancelledSoon, ELEVEN], at('2026-02-01T10:00:00+01:00'));
    expect(ids(next)).toEqual(['cancelled-soon', 'eleven']);
    expect(next[0]?.cancelled).toBe(true);
  });

  it('counts an event past midnight as running on its conference day', () => {
    expect(ids(pickNowAndNext([ELEVEN, LATE], at('2026-02-02T01:00:00+01:00')).now)).toEqual(['late']);
  });

  it('reaches into the next day for Next across the night', () => {
    const { now, next } = pickNowAndNext([ELEVEN, LATE, DAY_TWO], at('2026-02-02T02:00:00+01:00'));
    expect(now).toEqual([]);
    expect(ids(next)).toEqual(['day-two']);
  });

  it('has nothing next once the last event has started', () => {
    expect(pickNowAndNext([KEYNOTE], at('2026-02-01T10:00:00+01:00'))).toEqual({ now: [KEYNOTE], next: [] });
  });
});

describe('needsFollowingDay', () => {
  it('asks for the next day when nothing held on this one starts after the hour ahead', () => {
    const day = [KEYNOTE, ELEVEN, { ...LATE, cancelled: true }];
    expect(needsFollowingDay(day, at('2026-02-01T09:45:00+01:00'))).toBe(false);
    expect(needsFollowingDay(day, at('2026-02-01T10:00:00+01:00'))).toBe(true);
    expect(needsFollowingDay([], at('2026-02-01T10:00:00+01:00'))).toBe(true);
  });
});

describe('conferencePhase', () => {
  it('is before the conference until the first day starts', () => {
    expect(conferencePhase(DAYS, at('2026-02-01T08:59:00+01:00'))).toEqual({ kind: 'before', first: DAYS[0] });
  });

  it('is during a day while it runs, past midnight too, with the day after it', () => {
    expect(conferencePhase(DAYS, at('2026-02-01T09:00:00+01:00'))).toEqual({ kind: 'during', day: DAYS[0], following: DAYS[1] });
    expect(conferencePhase(DAYS, at('2026-02-02T02:59:00+01:00'))).toEqual({ kind: 'during', day: DAYS[0], following: DAYS[1] });
  });

  it('looks to the next day in the night between two', () => {
    expect(conferencePhase(DAYS, at('2026-02-02T05:00:00+01:00'))).toEqual({ kind: 'during', day: DAYS[1], following: null });
  });

  it('is after the conference once the last day has ended', () => {
    expect(conferencePhase(DAYS, at('2026-02-02T18:00:00+01:00'))).toEqual({ kind: 'after' });
    expect(conferencePhase([], at('2026-02-02T18:00:00+01:00'))).toEqual({ kind: 'after' });
  });
});

describe('daysBetween', () => {
  it('counts calendar days, 0 on the day itself', () => {
    expect(daysBetween('2026-02-01', '2026-02-01')).toBe(0);
    expect(daysBetween('2026-01-31', '2026-02-01')).toBe(1);
    expect(daysBetween('2025-12-25', '2026-02-01')).toBe(38);
    // Across a change to summer time the count stays whole.
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });
});
