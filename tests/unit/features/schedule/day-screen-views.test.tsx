import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DayScreen from '../../../../src/features/schedule/day-screen.tsx';
import type { DayData } from '../../../../src/shared/page-data.ts';
import { renderScreen } from '../render-screen.tsx';
import { CONFERENCE, DAYS, DAY_ONE_EVENTS } from '../sample-page-data.ts';

// Event 13 (Hardening browsers, Room B) is in German; the others in English.
const EVENTS = DAY_ONE_EVENTS.map((event) => (event.id === '13' ? { ...event, language: 'de' } : event));
const DAY_ONE: DayData = { conference: CONFERENCE, day: DAYS[0], days: DAYS, events: EVENTS };

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim();
const table = () => screen.getByRole('table', { name: 'Events by room and time' });
const columnHeaders = () => within(table()).getAllByRole('columnheader').map(text);
const cellOf = (title: string) => screen.getByRole('link', { name: title }).closest('td')!;
const rowHeader = (time: string) =>
  within(table())
    .getAllByRole('rowheader')
    .find((th) => text(th)?.startsWith(time))!;

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('DayScreen views', () => {
  it('switches between list and grid in place, keeping the view in the URL and on the other days’ links', () => {
    const { navigate, replaceSearch } = renderScreen(<DayScreen />, { data: DAY_ONE, path: '/days/2026-02-01?track=web' });
    const view = within(screen.getByRole('group', { name: 'View' }));
    expect(view.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    const gridButton = view.getByRole('button', { name: 'Grid' });
    gridButton.focus();
    fireEvent.click(gridButton);

    expect(gridButton.getAttribute('aria-pressed')).toBe('true');
    expect(table()).toBeTruthy();
    expect(replaceSearch).toHaveBeenLastCalledWith('?view=grid&track=web');
    expect(navigate).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(gridButton);
    expect(screen.getByRole('link', { name: 'Day 2: Mon, Feb 2' }).getAttribute('href')).toBe('/days/2026-02-02?view=grid&track=web');

    fireEvent.click(view.getByRole('button', { name: 'List' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(replaceSearch).toHaveBeenLastCalledWith('?track=web');
  });

  it('opens as a rooms × time grid with ?view=grid: one cell per event, in its room, over its duration', () => {
    renderScreen(<DayScreen />, { data: DAY_ONE, path: '/days/2026-02-01?view=grid' });
    expect(columnHeaders()).toEqual(['Time', 'Main Hall', 'Room B']);
    expect(
      within(table())
        .getAllByRole('link', { name: /./ })
        .filter((link) => link.getAttribute('href')?.startsWith('/events/')),
    ).toHaveLength(4);
    // Quarter-hour rows from 9:30 AM to 1:30 AM, past midnight.
    expect(text(within(table()).getAllByRole('rowheader')[0])).toBe('9:30 AM');
    const duplicate = cellOf('The duplicate id');
    expect(duplicate.rowSpan).toBe(2);
    expect(text(duplicate)).toBe('The duplicate id11:00 AM – 11:30 AMTrack: Web');
    expect(duplicate.parentElement).toBe(rowHeader('11:00 AM').parentElement);
    const late = cellOf('After midnight');
    expect(late.parentElement).toBe(rowHeader('1:00 AM').parentElement);
    expect(text(late)).toContain('Cancelled');
    expect(late.className).toContain('is-cancelled');
    expect(screen.getByRole('link', { name: 'Room B' }).getAttribute('href')).toBe('/rooms/room-b');
  });

  it('shows only the chosen room’s column', () => {
    renderScreen(<DayScreen />, { data: DAY_ONE, path: '/days/2026-02-01?view=grid' });
    fireEvent.change(screen.getByLabelText('Room'), { target: { value: 'room-b' } });
    expect(columnHeaders()).toEqual(['Time', 'Room B']);
    expect(cellOf('Hardening browsers')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'After midnight' })).toBeNull();
  });

  it('filters by language, named in the reader’s language, and keeps it in the URL', () => {
    const { replaceSearch } = renderScreen(<DayScreen />, { data: DAY_ONE, locale: 'de', path: '/de/days/2026-02-01' });
    const select = screen.getByLabelText<HTMLSelectElement>('Sprache');
    expect([...select.options].map((option) => [option.value, option.text])).toEqual([
      ['', 'Alle Sprachen'],
      ['de', 'Deutsch'],
      ['en', 'Englisch'],
    ]);
    fireEvent.change(select, { target: { value: 'de' } });
    expect(replaceSearch).toHaveBeenLastCalledWith('?lang=de');
    expect(
      screen
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith('/de/events/'))
        .map(text),
    ).toEqual(['Hardening browsers']);
    expect(screen.getByRole('link', { name: 'Tag 2: Mo., 2. Feb.' }).getAttribute('href')).toBe('/de/days/2026-02-02?lang=de');
  });

  it('opens with the language of the URL, in the grid too', () => {
    renderScreen(<DayScreen />, { data: DAY_ONE, path: '/days/2026-02-01?view=grid&lang=en' });
    expect(screen.getByLabelText<HTMLSelectElement>('Language').value).toBe('en');
    expect(columnHeaders()).toEqual(['Time', 'Main Hall', 'Room B']);
    expect(screen.queryByRole('link', { name: 'Hardening browsers' })).toBeNull();
  });
});

describe('DayScreen: Jump to now', () => {
  const setTime = (time: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(time));
  };

  it('in the list, scrolls to the slot under way and focuses its heading', () => {
    setTime('2026-02-01T11:10:00+01:00');
    renderScreen(<DayScreen />, { data: DAY_ONE, path: '/days/2026-02-01' });
    fireEvent.click(screen.getByRole('button', { name: 'Jump to now' }));
    const heading = screen.getByRole('heading', { level: 2, name: /^11:00\sAM$/ });
    expect(HTMLElement.prototype.scrollIntoView).toHaveBeenCalledOnce();
    expect(vi.mocked(HTMLElement.prototype.scrollIntoView).mock.contexts[0]).toBe(heading.parentElement);
    expect(document.activeElement).toBe(heading);
  });

  it('in the grid, draws the time line, marks what runs as live and focuses the current row', () => {
    setTime('2026-02-01T11:10:00+01:00');
    const { container } = renderScreen(<DayScreen />, { data: DAY_ONE, path: '/days/2026-02-01?view=grid' });
    expect(text(cellOf('The duplicate id'))).toMatch(/^Live/);
    expect(text(cellOf('Hardening browsers'))).not.toContain('Live');
    expect(within(table()).getAllByText('Live')).toHaveLength(1);
    expect(text(rowHeader('11:00 AM'))).toBe('11:00 AM (now)');
    expect(container.querySelector<HTMLElement>('.day-grid-now')?.style.getPropertyValue('--now-minutes')).toBe('100');

    fireEvent.click(screen.getByRole('button', { name: 'Jump to now' }));
    expect(document.activeElement).toBe(rowHeader('11:00 AM'));
  });

  it('is not offered, and no time line drawn, outside the day', () => {
    setTime('2026-02-02T05:00:00+01:00');
    const { container } = renderScreen(<DayScreen />, { data: DAY_ONE, path: '/days/2026-02-01?view=grid' });
    expect(screen.getByRole('group', { name: 'View' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Jump to now' })).toBeNull();
    expect(container.querySelector('.day-grid-now')).toBeNull();
    expect(screen.queryByText('Live')).toBeNull();
  });
});
