import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventActionContext, type EventActionProps } from '../../../src/components/event-action.tsx';
import { EventList } from '../../../src/components/event-list.tsx';
import { RouterContext } from '../../../src/runtime/router/router-context.ts';
import type { Locale } from '../../../src/shared/locales.ts';
import { DAY_ONE_EVENTS } from '../features/sample-page-data.ts';

// 09:30 Opening and Hardening browsers till 10:00, 11:00 The duplicate id, 01:00 After midnight (cancelled).
const TIME_ZONE = 'Europe/Brussels';

function withRouter(element: ReactElement, locale: Locale = 'en') {
  return <RouterContext.Provider value={{ locale, navigate: vi.fn(), replaceSearch: vi.fn(), prefetch: vi.fn(), prefetchOnSight: false }}>{element}</RouterContext.Provider>;
}

function at(instant: string) {
  vi.useFakeTimers({ now: Date.parse(instant), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
}

const item = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;
const liveTitles = () => [...document.querySelectorAll('.is-live .event-title a')].map((link) => link.textContent);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the live marker of event lists', () => {
  it('marks each running event with the word Live, and no other', () => {
    at('2026-02-01T09:45:00+01:00');
    render(withRouter(<EventList events={DAY_ONE_EVENTS} timeZone={TIME_ZONE} />));
    expect(liveTitles()).toEqual(['Hardening browsers', 'Opening <script>alert(1)</script>']);
    const marker = within(item('Hardening browsers')).getByText('Live');
    expect(marker.tagName).toBe('STRONG');
    expect(marker.className).toBe('live-marker');
    expect(within(item('The duplicate id')).queryByText('Live')).toBeNull();
  });

  it('never marks a cancelled event', () => {
    at('2026-02-02T01:15:00+01:00');
    render(withRouter(<EventList events={DAY_ONE_EVENTS} timeZone={TIME_ZONE} />));
    expect(within(item('After midnight')).queryByText('Live')).toBeNull();
    expect(liveTitles()).toEqual([]);
  });

  it('follows the minute: on at the start, off at the end', async () => {
    at('2026-02-01T10:59:30+01:00');
    render(withRouter(<EventList events={DAY_ONE_EVENTS} timeZone={TIME_ZONE} />));
    expect(liveTitles()).toEqual([]);
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(liveTitles()).toEqual(['The duplicate id']);
    await act(async () => vi.advanceTimersByTimeAsync(30 * 60_000));
    expect(liveTitles()).toEqual([]);
  });

  it('is translated', () => {
    at('2026-02-01T09:45:00+01:00');
    render(withRouter(<EventList events={DAY_ONE_EVENTS} timeZone={TIME_ZONE} />, 'fr'));
    expect(within(item('Hardening browsers')).getByText('En direct')).toBeTruthy();
  });

  it('is not in a server render, which knows no time', () => {
    at('2026-02-01T09:45:00+01:00');
    const html = renderToString(withRouter(<EventList events={DAY_ONE_EVENTS} timeZone={TIME_ZONE} />));
    expect(html).toContain('Hardening browsers');
    expect(html).not.toContain('live-marker');
  });
});

describe('EventList notes and actions', () => {
  it('shows a note after the time', () => {
    render(withRouter(<EventList events={DAY_ONE_EVENTS} timeZone={TIME_ZONE} note={(event) => (event.cancelled ? null : `note ${event.id}`)} />));
    expect(within(item('The duplicate id')).getByText('note 12-2')).toBeTruthy();
    expect(item('After midnight').querySelector('.event-note')).toBeNull();
  });

  it('shows the action the app provides for each event, described by its title', () => {
    const Action = ({ eventId, describedBy }: EventActionProps) => (
      <button type="button" aria-describedby={describedBy}>
        Star {eventId}
      </button>
    );
    render(
      withRouter(
        <EventActionContext.Provider value={Action}>
          <EventList events={DAY_ONE_EVENTS} timeZone={TIME_ZONE} />
        </EventActionContext.Provider>,
      ),
    );
    const button = within(item('The duplicate id')).getByRole('button', { name: 'Star 12-2' });
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe('The duplicate id');
    expect(screen.getAllByRole('button')).toHaveLength(DAY_ONE_EVENTS.length);
  });

  it('shows no action, and no empty place for one, where the app provides none', () => {
    render(withRouter(<EventList events={DAY_ONE_EVENTS} timeZone={TIME_ZONE} />));
    expect(document.querySelector('.event-item-action')).toBeNull();
    expect(item('Hardening browsers').querySelector('.event-title a')?.hasAttribute('id')).toBe(false);
  });
});
