import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import TrackScreen from '../../../../src/features/schedule/track-screen.tsx';
import type { TrackData } from '../../../../src/shared/page-data.ts';
import { renderScreen } from '../render-screen.tsx';
import { CONFERENCE, ROOM_B, summary, WEB } from '../sample-page-data.ts';

const TRACK: TrackData = {
  conference: CONFERENCE,
  track: WEB,
  events: [
    summary({ id: '41', title: 'Day two', day: '2026-02-02', start: '2026-02-02T10:00:00+01:00', end: '2026-02-02T10:30:00+01:00', track: WEB, room: ROOM_B }),
    summary({ id: '12-2', title: 'Later', start: '2026-02-01T11:00:00+01:00', end: '2026-02-01T11:30:00+01:00', track: WEB }),
    summary({ id: '12', title: 'Opening', start: '2026-02-01T09:30:00+01:00', end: '2026-02-01T10:00:00+01:00', track: WEB }),
  ],
};

afterEach(cleanup);

describe('TrackScreen', () => {
  it('names the track in its one heading, the swatch hidden from its name', () => {
    renderScreen(<TrackScreen />, { data: TRACK });
    expect(screen.getByRole('heading', { level: 1, name: 'Web' })).toBeTruthy();
    expect(document.title).toBe('Web — Sample Conf');
    expect(screen.getByText('3 events')).toBeTruthy();
  });

  it('lists the events by day, each day linking to its schedule, without repeating the track', () => {
    renderScreen(<TrackScreen />, { data: TRACK, locale: 'fr', path: '/fr/tracks/web' });
    const days = screen.getAllByRole('heading', { level: 2 });
    expect(days.map((day) => day.textContent)).toEqual(['dimanche 1 février 2026', 'lundi 2 février 2026']);
    expect(days.map((day) => day.querySelector('a')?.getAttribute('href'))).toEqual(['/fr/days/2026-02-01', '/fr/days/2026-02-02']);
    const titles = [...document.querySelectorAll('.event-title a')].map((link) => link.textContent);
    expect(titles).toEqual(['Opening', 'Later', 'Day two']);
    expect(screen.queryByRole('link', { name: 'Web' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Room B' }).getAttribute('href')).toBe('/fr/rooms/room-b');
  });
});
