import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { withStar } from '../../../../src/app/with-star.tsx';
import ScreenAlone from '../../../../src/features/event/event-screen.tsx';
import type { EventData, TextBlock } from '../../../../src/shared/page-data.ts';
import { renderScreen } from '../render-screen.tsx';
import { ADA, BO, CONFERENCE, eventDetail } from '../sample-page-data.ts';

// As the app shows it: with the agenda's star.
const EventScreen = withStar(ScreenAlone);

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ');
const block = (...paragraphs: TextBlock['paragraphs']): TextBlock => ({ paragraphs });

function eventData(overrides: Partial<EventData['event']> = {}, data: Partial<EventData> = {}): EventData {
  return {
    conference: CONFERENCE,
    event: eventDetail(overrides),
    persons: [
      { ...ADA, biography: block([{ text: 'Ada writes small programs.' }]) },
      { ...BO, biography: null },
    ],
    ...data,
  };
}

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

afterEach(cleanup);

describe('EventScreen', () => {
  it('shows the title as its one heading and in the document title, markup as text', () => {
    const { container } = renderScreen(<EventScreen />, { data: eventData({ title: 'Opening <script>alert(1)</script>', subtitle: '<b>Hello</b>' }) });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Opening <script>alert(1)</script>');
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(screen.getByText('<b>Hello</b>')).toBeTruthy();
    expect(container.querySelector('script, b')).toBeNull();
    expect(document.title).toBe('Opening <script>alert(1)</script> — Sample Conf');
  });

  it('shows day and times as wall time of the conference zone, not the device’s, the zone said when they differ', () => {
    const conference = { ...CONFERENCE, timeZone: 'America/New_York' };
    renderScreen(<EventScreen />, {
      data: eventData({ start: '2026-02-01T14:30:00Z', end: '2026-02-01T15:15:00Z', duration: 45 }, { conference }),
    });
    const when = fact('When')!;
    const times = [...when.querySelectorAll('time')].map((time) => [text(time), time.getAttribute('datetime')]);
    expect(times).toEqual([
      ['Sunday, February 1, 2026', '2026-02-01'],
      ['9:30 AM', '2026-02-01T14:30:00Z'],
      ['10:15 AM EST', '2026-02-01T15:15:00Z'],
    ]);
    expect(text(when)).toContain('Sunday, February 1, 2026 (45 min)');
    // The range ends the fact: the zone the device adds once known moves nothing after it.
    expect(text(when)?.endsWith('9:30 AM – 10:15 AM EST')).toBe(true);
    expect(
      within(when as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/days/2026-02-01');
    expect(screen.getByText("Times are in the conference's time zone (America/New_York).")).toBeTruthy();
  });

  it('names the calendar date of an event past midnight of its conference day', () => {
    renderScreen(<EventScreen />, { data: eventData({ start: '2026-02-02T01:00:00+01:00', end: '2026-02-02T01:30:00+01:00' }) });
    expect(text(fact('When'))).toContain('1:00 AM – 1:30 AM (Monday, February 2, 2026)');
  });

  it('marks a cancelled event', () => {
    renderScreen(<EventScreen />, { data: eventData({ cancelled: true }) });
    expect(screen.getByText('Cancelled')).toBeTruthy();
    cleanup();
    renderScreen(<EventScreen />, { data: eventData() });
    expect(screen.queryByText('Cancelled')).toBeNull();
  });

  it('links room and track, and names type and language in the reader’s language', () => {
    renderScreen(<EventScreen />, { data: eventData(), locale: 'de', path: '/de/events/12' });
    expect(
      within(fact('Raum') as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/de/rooms/main-hall');
    expect(
      within(fact('Thema') as HTMLElement)
        .getByRole('link', { name: 'Web' })
        .getAttribute('href'),
    ).toBe('/de/tracks/web');
    expect(fact('Art')?.textContent).toBe('talk');
    expect(fact('Sprache')?.textContent).toBe('Englisch');
  });

  it('lists the speakers as links with their biographies', () => {
    renderScreen(<EventScreen />, { data: eventData(), locale: 'fr', path: '/fr/events/12' });
    const section = within(screen.getByRole('heading', { level: 2, name: 'Intervenants' }).parentElement!);
    expect(section.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Ada Example', 'Bo Sample']);
    expect(section.getByRole('link', { name: 'Bo Sample' }).getAttribute('href')).toBe('/fr/speakers/p%2F2');
    expect(section.getByText('Ada writes small programs.').tagName).toBe('P');
  });

  it('renders abstract and description as paragraphs with only http(s) links as anchors', () => {
    const description = block(
      [{ text: 'Read ' }, { text: 'the paper', href: 'https://example.org/paper' }, { text: ' first.' }],
      [{ text: 'Do not click', href: 'javascript:alert(1)' }, { text: ' <img src=x onerror=alert(1)>' }],
    );
    const { container } = renderScreen(<EventScreen />, { data: eventData({ abstract: block([{ text: 'Short.' }]), description }) });
    expect(screen.getByRole('heading', { name: 'Abstract' }).nextElementSibling?.textContent).toBe('Short.');
    const section = screen.getByRole('heading', { name: 'Description' }).parentElement!;
    expect([...section.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Read the paper first.', 'Do not click <img src=x onerror=alert(1)>']);
    const anchors = [...section.querySelectorAll('a')];
    expect(anchors.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('rel')])).toEqual([['the paper', 'https://example.org/paper', 'noopener noreferrer']]);
    expect(container.querySelector('img')).toBeNull();
    expect(container.innerHTML).not.toContain('javascript:');
  });

  it('lists the event’s http(s) links and drops the others', () => {
    const links = [
      { title: 'Slides', url: 'https://example.org/slides' },
      { title: 'Evil', url: 'javascript:alert(1)' },
      { title: '', url: 'http://example.org/video' },
    ];
    renderScreen(<EventScreen />, { data: eventData({ links }) });
    const list = within(screen.getByRole('heading', { name: 'Links' }).parentElement!);
    expect(list.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('rel')])).toEqual([
      ['Slides', 'https://example.org/slides', 'noopener noreferrer'],
      ['http://example.org/video', 'http://example.org/video', 'noopener noreferrer'],
    ]);
  });

  it('says when an event will not be recorded', () => {
    renderScreen(<EventScreen />, { data: eventData({ doNotRecord: true }) });
    expect(screen.getByText('This event will not be recorded.')).toBeTruthy();
    cleanup();
    renderScreen(<EventScreen />, { data: eventData() });
    expect(screen.queryByText('This event will not be recorded.')).toBeNull();
  });

  it('leaves out what the event does not have', () => {
    renderScreen(<EventScreen />, { data: eventData({ track: null, type: null, language: null, persons: [] }, { persons: [] }) });
    expect(screen.queryByText('Track', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('Type', { selector: 'dt' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Speakers' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Links' })).toBeNull();
  });
});
