import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RoomScreen from '../../../../src/features/schedule/room-screen.tsx';
import type { RoomData } from '../../../../src/shared/page-data.ts';
import { renderScreen } from '../render-screen.tsx';
import { CONFERENCE, MAIN_HALL, summary } from '../sample-page-data.ts';

const OPENING = summary({ id: '12', title: 'Opening', start: '2026-02-01T09:30:00+01:00', end: '2026-02-01T10:00:00+01:00' });
const TALK = summary({ id: '13', title: 'A talk', start: '2026-02-01T10:30:00+01:00', end: '2026-02-01T11:00:00+01:00' });
const TOMORROW = summary({ id: '41', title: 'Day two', day: '2026-02-02', start: '2026-02-02T10:00:00+01:00', end: '2026-02-02T10:30:00+01:00' });
const ROOM: RoomData = { conference: CONFERENCE, room: MAIN_HALL, events: [TOMORROW, TALK, OPENING] };

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ') ?? '';

function renderRoomAt(instant: string) {
  vi.useFakeTimers({ now: Date.parse(instant), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  return renderScreen(<RoomScreen />, { data: ROOM, path: '/rooms/main-hall' });
}

const nowInRoom = () => screen.queryByRole('heading', { level: 2, name: 'Now in this room' })?.closest('section') ?? null;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Now in this room', () => {
  it('shows the event running in the room, live, and the one after it', () => {
    renderRoomAt('2026-02-01T09:45:00+01:00');
    const section = within(nowInRoom()!);
    const [running, next] = section.getAllByRole('listitem');
    expect(within(running!).getByRole('link', { name: 'Opening' })).toBeTruthy();
    expect(text(running!.querySelector('.event-time'))).toBe('9:30 AM – 10:00 AM Live · 15 min left');
    expect(section.getByRole('heading', { level: 3, name: 'Next' })).toBeTruthy();
    expect(within(next!).getByRole('link', { name: 'A talk' })).toBeTruthy();
    expect(text(next!.querySelector('.event-note'))).toBe('in 45 min');
    // It comes before the room's whole list.
    expect(screen.getAllByRole('heading', { level: 2 })[0]?.textContent).toBe('Now in this room');
  });

  it('says when nothing runs in the room, and names the day of a next event on another', async () => {
    renderRoomAt('2026-02-01T11:00:00+01:00');
    const section = within(nowInRoom()!);
    expect(section.getByText('Nothing in this room right now.')).toBeTruthy();
    expect(text(section.getByRole('listitem').querySelector('.event-time'))).toMatch(/^Mon, Feb 2 · 10:00 AM – 10:30 AM · in 23 hr$/);
  });

  it('moves on with the clock', async () => {
    renderRoomAt('2026-02-01T10:29:10+01:00');
    expect(within(nowInRoom()!).getByText('Nothing in this room right now.')).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(within(nowInRoom()!).getAllByRole('listitem')[0]?.textContent).toContain('A talk');
    expect(within(nowInRoom()!).getByText('Live')).toBeTruthy();
  });

  it('is not there before or after the conference', () => {
    renderRoomAt('2026-01-20T10:00:00+01:00');
    expect(nowInRoom()).toBeNull();
    cleanup();
    renderRoomAt('2026-02-03T10:00:00+01:00');
    expect(nowInRoom()).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Opening' })).toHaveLength(1);
  });
});
