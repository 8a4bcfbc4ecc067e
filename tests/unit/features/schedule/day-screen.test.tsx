import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import DayScreen from '../../../../src/features/schedule/day-screen.tsx';
import type { DayData } from '../../../../src/shared/page-data.ts';
import { renderScreen } from '../render-screen.tsx';
import { CONFERENCE, DAYS, DAY_ONE_EVENTS } from '../sample-page-data.ts';

const DAY_ONE: DayData = { conference: CONFERENCE, day: DAYS[0], days: DAYS, events: DAY_ONE_EVENTS };

const eventTitles = () =>
  screen
    .queryAllByRole('link')
    .filter((link) => link.getAttribute('href')?.includes('/events/'))
    .map((link) => link.textContent);
// Intl separates times and ranges with thin or narrow no-break spaces, depending on the ICU version.
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ');
const slotHeadings = () => screen.queryAllByRole('heading', { level: 2 }).map(text);

afterEach(cleanup);

describe('DayScreen', () => {
  it('names the day in its one heading and the document title', () => {
    renderScreen(<DayScreen />, { data: DAY_ONE, path: '/days/2026-02-01' });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Day 1: Sunday, February 1, 2026');
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(document.title).toBe('Day 1: Sunday, February 1, 2026 — Sample Conf');
  });

  it('groups events by start time in the conference zone, past midnight last', () => {
    renderScreen(<DayScreen />, { data: DAY_ONE, path: '/days/2026-02-01' });
    // 08:30Z and 09:30+01:00 are the same instant: one slot.
    expect(slotHeadings()).toEqual(['9:30 AM', '11:00 AM', '1:00 AM']);
    const firstSlot = within(screen.getByRole('heading', { name: /^9:30\sAM$/ }).parentElement!);
    expect(firstSlot.getAllByRole('listitem').map((item) => item.querySelector('.event-title a')?.textContent)).toEqual([
      'Opening <script>alert(1)</script>',
      'Hardening browsers',
    ]);
    expect(
      screen
        .getByRole('heading', { name: /^9:30\sAM$/ })
        .querySelector('time')
        ?.getAttribute('datetime'),
    ).toBe('2026-02-01T09:30:00+01:00');
  });

  it('shows each event with its time range, room, track and speakers as links', () => {
    renderScreen(<DayScreen />, { data: DAY_ONE, path: '/days/2026-02-01' });
    const item = screen.getByRole('link', { name: 'The duplicate id' }).closest('li')!;
    expect(text(item.querySelector('.event-time'))).toBe('11:00 AM – 11:30 AM');
    expect([...item.querySelectorAll('time')].map((time) => time.getAttribute('datetime'))).toEqual(['2026-02-01T11:00:00+01:00', '2026-02-01T11:30:00+01:00']);
    const links = within(item)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['The duplicate id', '/events/12-2'],
      ['Room B', '/rooms/room-b'],
      ['Web', '/tracks/web'],
      ['Ada Example', '/speakers/p1'],
    ]);
  });

  it('localises every link under /de', () => {
    renderScreen(<DayScreen />, { data: DAY_ONE, locale: 'de', path: '/de/days/2026-02-01' });
    expect(screen.getByRole('link', { name: 'The duplicate id' }).getAttribute('href')).toBe('/de/events/12-2');
    expect(screen.getAllByRole('link', { name: 'Bo Sample' }).map((link) => link.getAttribute('href'))).toEqual(['/de/speakers/p%2F2', '/de/speakers/p%2F2']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tag 1: Sonntag, 1. Februar 2026');
    expect(slotHeadings()).toEqual(['09:30', '11:00', '01:00']);
  });

  it('renders markup in a title as text', () => {
    const { container } = renderScreen(<DayScreen />, { data: DAY_ONE, path: '/days/2026-02-01' });
    expect(screen.getByRole('link', { name: 'Opening <script>alert(1)</script>' })).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
  });

  it('marks a cancelled event in words', () => {
    renderScreen(<DayScreen />, { data: DAY_ONE, path: '/days/2026-02-01' });
    const cancelled = screen.getByRole('link', { name: 'After midnight' }).closest('li')!;
    expect(cancelled.textContent).toContain('Cancelled');
    expect(screen.getByRole('link', { name: 'Opening <script>alert(1)</script>' }).closest('li')?.textContent).not.toContain('Cancelled');
  });

  it('links the days, the current one marked, with the filter of the URL', () => {
    renderScreen(<DayScreen />, { data: DAY_ONE, path: '/days/2026-02-01?track=web' });
    const nav = within(screen.getByRole('navigation', { name: 'Days' }));
    expect(nav.getByRole('link', { name: 'Day 1: Sun, Feb 1' }).getAttribute('aria-current')).toBe('page');
    const next = nav.getByRole('link', { name: 'Day 2: Mon, Feb 2' });
    expect(next.getAttribute('href')).toBe('/days/2026-02-02?track=web');
    expect(next.getAttribute('aria-current')).toBeNull();
  });

  it('offers labelled track and room filters built from the day', () => {
    renderScreen(<DayScreen />, { data: DAY_ONE, path: '/days/2026-02-01' });
    const track = screen.getByLabelText<HTMLSelectElement>('Track');
    expect([...track.options].map((option) => option.text)).toEqual(['All tracks', 'Security', 'Web']);
    const room = screen.getByLabelText<HTMLSelectElement>('Room');
    expect([...room.options].map((option) => [option.value, option.text])).toEqual([
      ['', 'All rooms'],
      ['main-hall', 'Main Hall'],
      ['room-b', 'Room B'],
    ]);
  });

  it('hides other tracks’ events when a track is chosen, without navigating', () => {
    const { navigate, replaceSearch } = renderScreen(<DayScreen />, { data: DAY_ONE, locale: 'de', path: '/de/days/2026-02-01' });
    const select = screen.getByLabelText<HTMLSelectElement>('Thema');
    select.focus();
    fireEvent.change(select, { target: { value: 'security' } });

    expect(eventTitles()).toEqual(['Hardening browsers']);
    expect(screen.getByRole('status').textContent).toBe('1 von 4 Veranstaltungen angezeigt');
    expect(select.value).toBe('security');
    // Filtering is client-side: no navigation, so focus stays in the select.
    expect(navigate).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(select);
    // The choice is written into the URL in place: Back, a reload or a shared link keep it.
    expect(replaceSearch).toHaveBeenLastCalledWith('?track=security');
  });

  it('combines the track and room filters, and keeps both in the URL', () => {
    const { replaceSearch } = renderScreen(<DayScreen />, { data: DAY_ONE, path: '/days/2026-02-01' });
    fireEvent.change(screen.getByLabelText('Track'), { target: { value: 'web' } });
    expect(eventTitles()).toEqual(['Opening <script>alert(1)</script>', 'The duplicate id']);
    fireEvent.change(screen.getByLabelText('Room'), { target: { value: 'room-b' } });
    expect(eventTitles()).toEqual(['The duplicate id']);
    expect(replaceSearch).toHaveBeenLastCalledWith('?track=web&room=room-b');
    fireEvent.change(screen.getByLabelText('Track'), { target: { value: '' } });
    expect(eventTitles()).toEqual(['Hardening browsers', 'The duplicate id']);
    expect(replaceSearch).toHaveBeenLastCalledWith('?room=room-b');
  });

  it('opens with the track and room of the URL query', () => {
    renderScreen(<DayScreen />, { data: DAY_ONE, path: '/days/2026-02-01?track=web&room=room-b' });
    expect(eventTitles()).toEqual(['The duplicate id']);
    expect(screen.getByLabelText<HTMLSelectElement>('Track').value).toBe('web');
    expect(screen.getByLabelText<HTMLSelectElement>('Room').value).toBe('room-b');
  });

  it('carries the applied filter to the other days’ links', () => {
    renderScreen(<DayScreen />, { data: DAY_ONE, locale: 'fr', path: '/fr/days/2026-02-01' });
    const nextDay = () => within(screen.getByRole('navigation', { name: 'Jours' })).getAllByRole('link')[1]!;
    expect(nextDay().getAttribute('href')).toBe('/fr/days/2026-02-02');
    fireEvent.change(screen.getByLabelText('Thème'), { target: { value: 'security' } });
    fireEvent.change(screen.getByLabelText('Salle'), { target: { value: 'room-b' } });
    expect(nextDay().getAttribute('href')).toBe('/fr/days/2026-02-02?track=security&room=room-b');
  });

  it('ignores a slug that is not among the day’s tracks', () => {
    renderScreen(<DayScreen />, { data: DAY_ONE, path: '/days/2026-02-01?track=cooking' });
    expect(eventTitles()).toHaveLength(4);
    expect(screen.getByLabelText<HTMLSelectElement>('Track').value).toBe('');
    expect(screen.getByRole('link', { name: 'Day 2: Mon, Feb 2' }).getAttribute('href')).toBe('/days/2026-02-02');
  });

  it('says when nothing matches and offers to show everything', () => {
    const { replaceSearch } = renderScreen(<DayScreen />, { data: DAY_ONE, path: '/days/2026-02-01?track=security&room=main-hall' });
    expect(eventTitles()).toEqual([]);
    expect(screen.getByText(/No events match these filters/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all events' }));
    expect(eventTitles()).toHaveLength(4);
    expect(screen.getByLabelText<HTMLSelectElement>('Track').value).toBe('');
    expect(replaceSearch).toHaveBeenLastCalledWith('');
  });

  it('says so for a day without events', () => {
    renderScreen(<DayScreen />, { data: { ...DAY_ONE, events: [] }, path: '/days/2026-02-01' });
    expect(screen.getByText('No events.')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
