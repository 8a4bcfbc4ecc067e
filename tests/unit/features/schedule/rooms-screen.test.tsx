import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import RoomsScreen from '../../../../src/features/schedule/rooms-screen.tsx';
import type { RoomsData } from '../../../../src/shared/page-data.ts';
import { renderScreen } from '../render-screen.tsx';
import { CONFERENCE, MAIN_HALL, ROOM_B } from '../sample-page-data.ts';

const ROOMS: RoomsData = {
  conference: CONFERENCE,
  rooms: [
    { ...MAIN_HALL, eventCount: 1 },
    { ...ROOM_B, eventCount: 2 },
  ],
};

afterEach(cleanup);

describe('RoomsScreen', () => {
  it('has one heading and a document title', () => {
    renderScreen(<RoomsScreen />, { data: ROOMS, locale: 'fr', path: '/fr/rooms' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Salles');
    expect(document.title).toBe('Salles — Sample Conf');
  });

  it('links every room with its event count', () => {
    renderScreen(<RoomsScreen />, { data: ROOMS });
    const rooms = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href'), link.closest('li')?.textContent]);
    expect(rooms).toEqual([
      ['Main Hall', '/rooms/main-hall', 'Main Hall1 event'],
      ['Room B', '/rooms/room-b', 'Room B2 events'],
    ]);
  });

  it('says so when the schedule has no rooms', () => {
    renderScreen(<RoomsScreen />, { data: { ...ROOMS, rooms: [] } });
    expect(screen.getByText('This schedule has no rooms.')).toBeTruthy();
  });
});
