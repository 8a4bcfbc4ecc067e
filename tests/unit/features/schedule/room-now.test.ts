import { describe, expect, it } from 'vitest';
import { roomNowAndNext } from '../../../../src/features/schedule/room-now.ts';
import { CONFERENCE, summary } from '../sample-page-data.ts';

const at = (instant: string) => Date.parse(instant);
const OPENING = summary({ id: 'opening', title: 'Opening', start: '2026-02-01T09:30:00+01:00', end: '2026-02-01T10:00:00+01:00' });
const DROPPED = summary({ id: 'dropped', title: 'Dropped', start: '2026-02-01T10:00:00+01:00', end: '2026-02-01T10:30:00+01:00', cancelled: true });
const TALK = summary({ id: 'talk', title: 'Talk', start: '2026-02-01T11:00:00+01:00', end: '2026-02-01T11:30:00+01:00' });
const LATE = summary({ id: 'late', title: 'Late', day: '2026-02-02', start: '2026-02-03T00:30:00+01:00', end: '2026-02-03T01:30:00+01:00' });
const EVENTS = [TALK, LATE, DROPPED, OPENING];

describe('roomNowAndNext', () => {
  it('gives the running event and the next one held in the room', () => {
    expect(roomNowAndNext(EVENTS, CONFERENCE, at('2026-02-01T09:45:00+01:00'))).toEqual({ now: [OPENING], next: TALK });
  });

  it('has nothing now between events, and skips a cancelled one', () => {
    expect(roomNowAndNext(EVENTS, CONFERENCE, at('2026-02-01T10:15:00+01:00'))).toEqual({ now: [], next: TALK });
  });

  it('is null before and after the conference', () => {
    expect(roomNowAndNext(EVENTS, CONFERENCE, at('2026-01-31T09:45:00+01:00'))).toBeNull();
    expect(roomNowAndNext(EVENTS, CONFERENCE, at('2026-02-04T09:45:00+01:00'))).toBeNull();
  });

  it('still shows an event running past midnight after the last date', () => {
    expect(roomNowAndNext(EVENTS, CONFERENCE, at('2026-02-03T01:00:00+01:00'))).toEqual({ now: [LATE], next: null });
  });

  it('is null during the conference once nothing is left in the room', () => {
    expect(roomNowAndNext(EVENTS, CONFERENCE, at('2026-02-03T02:00:00+01:00'))).toBeNull();
    expect(roomNowAndNext([OPENING], CONFERENCE, at('2026-02-01T12:00:00+01:00'))).toBeNull();
  });
});
