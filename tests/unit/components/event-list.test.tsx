import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { EventActionContext, type EventActionProps } from '../../../src/components/event-action.tsx';
import { EventList, type EventListProps } from '../../../src/components/event-list.tsx';
import { RouterContext } from '../../../src/runtime/router/router-context.ts';
import type { Locale } from '../../../src/shared/locales.ts';
import { ADA, BO, DAY_ONE_EVENTS, summary, WEB } from '../features/sample-page-data.ts';

function renderList(props: EventListProps, locale: Locale = 'en', action: ComponentType<EventActionProps> | null = null) {
  return render(
    <RouterContext.Provider value={{ locale, navigate: vi.fn(), replaceSearch: vi.fn(), prefetch: vi.fn(), prefetchOnSight: false }}>
      <EventActionContext.Provider value={action}>
        <EventList {...props} />
      </EventActionContext.Provider>
    </RouterContext.Provider>,
  );
}

/** An action as another capability provides one: a button naming what it was given. */
function Pin({ eventId, describedBy, compact }: EventActionProps) {
  return (
    <button type="button" aria-describedby={describedBy} data-compact={compact}>
      Pin {eventId}
    </button>
  );
}

afterEach(cleanup);

describe('EventList', () => {
  it('lists the events in the order given', () => {
    renderList({ events: DAY_ONE_EVENTS, timeZone: 'Europe/Brussels' });
    const titles = screen.getAllByRole('listitem').map((item) => item.querySelector('.event-title a')?.textContent);
    expect(titles).toEqual(DAY_ONE_EVENTS.map((event) => event.title));
  });

  it('links title, room, track and speakers with the locale prefix and encoded ids', () => {
    const event = summary({ id: 'a/b c', title: 'Odd id', start: '2026-02-01T10:00:00+01:00', end: '2026-02-01T10:30:00+01:00', track: WEB, persons: [ADA, BO] });
    renderList({ events: [event], timeZone: 'Europe/Brussels' }, 'fr');
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Odd id', '/fr/events/a%2Fb%20c'],
      ['Main Hall', '/fr/rooms/main-hall'],
      ['Web', '/fr/tracks/web'],
      ['Ada Example', '/fr/speakers/p1'],
      ['Bo Sample', '/fr/speakers/p%2F2'],
    ]);
  });

  it('names what each link is for assistive technology', () => {
    renderList({ events: [DAY_ONE_EVENTS[1]!], timeZone: 'Europe/Brussels' });
    const item = screen.getByRole('listitem');
    expect(item.querySelector('.event-meta')?.textContent).toBe('Room: Main HallTrack: Web');
    expect(item.querySelector('.event-speakers')?.textContent).toBe('Speakers: Ada Example, Bo Sample');
  });

  it('puts the provided action in each item, compact and described by the event’s title', () => {
    renderList({ events: DAY_ONE_EVENTS, timeZone: 'Europe/Brussels' }, 'en', Pin);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(DAY_ONE_EVENTS.length);
    items.forEach((item, index) => {
      const event = DAY_ONE_EVENTS[index]!;
      const button = within(item).getByRole('button', { name: `Pin ${event.id}` });
      expect(button.getAttribute('data-compact')).toBe('true');
      expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(event.title);
    });
  });

  it('has no action where none is provided', () => {
    renderList({ events: DAY_ONE_EVENTS, timeZone: 'Europe/Brussels' });
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getAllByRole('listitem').some((item) => item.className.includes('has-action'))).toBe(false);
  });

  it('marks cancelled events with a word, not only a style', () => {
    renderList({ events: DAY_ONE_EVENTS, timeZone: 'Europe/Brussels' });
    const item = screen.getByRole('link', { name: 'After midnight' }).closest('li')!;
    expect(item.className).toContain('is-cancelled');
    expect(within(item).getByText('Cancelled').tagName).toBe('STRONG');
  });

  it('leaves out what the whole list shares and adds the day when asked', () => {
    renderList({ events: [DAY_ONE_EVENTS[3]!], timeZone: 'Europe/Brussels', showRoom: false, showTrack: false, showDay: true });
    expect(screen.queryByRole('link', { name: 'Room B' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Web' })).toBeNull();
    const time = screen.getByRole('listitem').querySelector('.event-time')!;
    expect(time.textContent?.replace(/\s+/g, ' ')).toBe('Sun, Feb 1 · 11:00 AM – 11:30 AM');
    expect(time.querySelector('time')?.getAttribute('datetime')).toBe('2026-02-01');
  });

  it('shows a room the schedule does not list as text', () => {
    const event = summary({ id: '9', title: 'Hallway track', start: '2026-02-01T10:00:00+01:00', end: '2026-02-01T10:30:00+01:00', room: { slug: '', name: 'Lobby' } });
    renderList({ events: [event], timeZone: 'Europe/Brussels' });
    expect(screen.getByText('Lobby').tagName).not.toBe('A');
  });
});
