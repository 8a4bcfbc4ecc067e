import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import RoomScreen from '../../../../src/features/schedule/room-screen.tsx';
import type { RoomData } from '../../../../src/shared/page-data.ts';
import { renderScreen } from '../render-screen.tsx';
import { CONFERENCE, MAIN_HALL, summary, WEB } from '../sample-page-data.ts';

const ROOM: RoomData = {
  conference: CONFERENCE,
  room: MAIN_HALL,
  events: [
    summary({ id: '40', title: 'After midnight', start: '2026-02-02T01:00:00+01:00', end: '2026-02-02T01:30:00+01:00', cancelled: true }),
    summary({ id: '12', title: 'Opening', start: '2026-02-01T09:30:00+01:00', end: '2026-02-01T10:00:00+01:00', track: WEB }),
    summary({ id: '41', title: 'Day two', day: '2026-02-02', start: '2026-02-02T10:00:00+01:00', end: '2026-02-02T10:30:00+01:00' }),
  ],
};

afterEach(cleanup);

describe('RoomScreen', () => {
  it('names the room in its one heading and the document title', () => {
    renderScreen(<RoomScreen />, { data: ROOM });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Main Hall']);
    expect(document.title).toBe('Main Hall — Sample Conf');
  });

  it('lists the room’s events by conference day, an event past midnight under its own day', () => {
    renderScreen(<RoomScreen />, { data: ROOM });
    const days = screen.getAllByRole('heading', { level: 2 }).map((day) => day.textContent);
    expect(days).toEqual(['Sunday, February 1, 2026', 'Monday, February 2, 2026']);
    const titles = [...document.querySelectorAll('.event-title a')].map((link) => link.textContent);
    expect(titles).toEqual(['Opening', 'After midnight', 'Day two']);
    expect(screen.getByRole('link', { name: 'After midnight' }).closest('li')?.textContent).toContain('Cancelled');
    expect(screen.queryByRole('link', { name: 'Main Hall' })).toBeNull();
  });

  it('says so when the room has no events', () => {
    renderScreen(<RoomScreen />, { data: { ...ROOM, events: [] } });
    expect(screen.getByText('0 events')).toBeTruthy();
    expect(screen.getByText('No events.')).toBeTruthy();
  });
});
