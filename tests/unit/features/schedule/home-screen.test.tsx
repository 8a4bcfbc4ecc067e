import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import HomeScreen from '../../../../src/features/schedule/home-screen.tsx';
import type { HomeData } from '../../../../src/shared/page-data.ts';
import { renderScreen } from '../render-screen.tsx';
import { CONFERENCE, DAYS, MAIN_HALL, ROOM_B, SECURITY, WEB } from '../sample-page-data.ts';

const HOME: HomeData = {
  conference: CONFERENCE,
  days: DAYS.map((day, i) => ({ ...day, eventCount: i === 0 ? 4 : 1 })),
  tracks: [
    { ...WEB, eventCount: 3 },
    { ...SECURITY, eventCount: 1 },
  ],
  rooms: [
    { ...MAIN_HALL, eventCount: 2 },
    { ...ROOM_B, eventCount: 3 },
  ],
  eventCount: 5,
  speakerCount: 2,
};

afterEach(cleanup);

describe('HomeScreen', () => {
  it('names the conference in its heading and the document title', () => {
    renderScreen(<HomeScreen />, { data: HOME });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sample Conf');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('tabindex')).toBe('-1');
    expect(document.title).toBe('Sample Conf');
  });

  it('shows the conference dates as a range of <time>s', () => {
    const { container } = renderScreen(<HomeScreen />, { data: HOME });
    const dates = container.querySelector('.conference-dates');
    expect(dates?.textContent?.replace(/\s+/g, ' ')).toBe('February 1 – 2, 2026');
    const times = [...(dates?.querySelectorAll('time') ?? [])].map((time) => [time.textContent, time.getAttribute('datetime')]);
    expect(times).toEqual([
      ['1', '2026-02-01'],
      ['2', '2026-02-02'],
    ]);
  });

  it('links each day with its event count', () => {
    renderScreen(<HomeScreen />, { data: HOME });
    const days = within(screen.getByRole('heading', { name: 'Days' }).parentElement!);
    const first = days.getByRole('link', { name: 'Day 1: Sunday, February 1, 2026' });
    expect(first.getAttribute('href')).toBe('/days/2026-02-01');
    expect(first.closest('li')?.textContent).toContain('4 events');
    expect(days.getByRole('link', { name: 'Day 2: Monday, February 2, 2026' }).closest('li')?.textContent).toContain('1 event');
  });

  it('links tracks with a decorative colour swatch, and rooms', () => {
    renderScreen(<HomeScreen />, { data: HOME });
    const web = screen.getByRole('link', { name: 'Web' });
    expect(web.getAttribute('href')).toBe('/tracks/web');
    const swatch = web.closest('li')?.querySelector('.track-swatch');
    expect(swatch?.getAttribute('aria-hidden')).toBe('true');
    expect((swatch as HTMLElement | null)?.style.getPropertyValue('--track-color')).toBe('#225588');
    expect(screen.getByRole('link', { name: 'Room B' }).getAttribute('href')).toBe('/rooms/room-b');
  });

  it('counts events and speakers, the speakers linking to their list', () => {
    renderScreen(<HomeScreen />, { data: HOME });
    expect(screen.getByText(/^5 events/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '2 speakers' }).getAttribute('href')).toBe('/speakers');
  });

  it('speaks German under /de, with prefixed links', () => {
    renderScreen(<HomeScreen />, { data: HOME, locale: 'de', path: '/de' });
    expect(screen.getByRole('heading', { level: 2, name: 'Tage' })).toBeTruthy();
    const day = screen.getByRole('link', { name: 'Tag 1: Sonntag, 1. Februar 2026' });
    expect(day.getAttribute('href')).toBe('/de/days/2026-02-01');
    expect(day.closest('li')?.textContent).toContain('4 Veranstaltungen');
    expect(screen.getByRole('link', { name: '2 Vortragende' }).getAttribute('href')).toBe('/de/speakers');
  });

  it('leaves out the tracks section of a schedule without tracks', () => {
    renderScreen(<HomeScreen />, { data: { ...HOME, tracks: [] } });
    expect(screen.queryByRole('heading', { name: 'Tracks' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Rooms' })).toBeTruthy();
  });
});
