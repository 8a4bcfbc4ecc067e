import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import FeedbackScreen from '../../../../src/features/admin/feedback-screen.tsx';
import type { AdminFeedbackData, EventFeedback } from '../../../../src/shared/admin-feedback.ts';
import { renderScreen } from '../render-screen.tsx';
import { CONFERENCE, DAYS, MAIN_HALL, ROOM_B, SECURITY, WEB } from '../sample-page-data.ts';

function feedback(overrides: Partial<EventFeedback> & Pick<EventFeedback, 'id' | 'title' | 'count' | 'average' | 'distribution'>): EventFeedback {
  return { inSchedule: true, day: '2026-02-01', start: '2026-02-01T09:30:00+01:00', room: MAIN_HALL, track: null, comments: [], ...overrides };
}

/** Most rated: the opening (day 1, Web); best rated: the day-two talk (Security); one event the schedule dropped. */
const EVENTS: readonly EventFeedback[] = [
  feedback({
    id: '12',
    title: 'Opening <script>alert(1)</script>',
    track: WEB,
    count: 4,
    average: 3.5,
    distribution: [1, 0, 0, 2, 1],
    comments: [
      { rating: 4, comment: 'Good <b>slides</b>\nand demos', at: '2026-02-01T10:15:00.000Z' },
      { rating: 1, comment: 'Too loud.', at: '2026-02-01T09:45:00.000Z' },
    ],
  }),
  feedback({
    id: '41',
    title: 'Day two',
    day: '2026-02-02',
    start: '2026-02-02T10:00:00+01:00',
    room: ROOM_B,
    track: SECURITY,
    count: 2,
    average: 4.5,
    distribution: [0, 0, 0, 1, 1],
  }),
  feedback({ id: '12-2', title: 'The duplicate id', start: '2026-02-01T11:00:00+01:00', room: ROOM_B, track: WEB, count: 3, average: 4, distribution: [0, 0, 0, 3, 0] }),
  feedback({
    id: 'gone',
    title: 'gone',
    inSchedule: false,
    day: null,
    start: null,
    room: null,
    count: 1,
    average: 2,
    distribution: [0, 1, 0, 0, 0],
    comments: [{ rating: 2, comment: 'Where did it go?', at: '2026-02-01T12:00:00.000Z' }],
  }),
];

const DATA: AdminFeedbackData = {
  conference: CONFERENCE,
  days: DAYS,
  tracks: [WEB, SECURITY],
  events: EVENTS,
  totals: { ratings: 10, events: 4, comments: 3, average: 3.7 },
};

const cardTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const exportLink = () => screen.getByRole('link', { name: 'Export CSV' });

afterEach(cleanup);

describe('FeedbackScreen', () => {
  it('sums up all feedback and lists the events most rated first', () => {
    renderScreen(<FeedbackScreen />, { data: DATA, path: '/admin/feedback' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Feedback');
    expect(screen.getByText(/^10 ratings of 4 events/).textContent).toBe('10 ratings of 4 events, 3.7 of 5 on average; 3 comments.');
    expect(cardTitles()).toEqual(['Opening <script>alert(1)</script>', 'The duplicate id', 'Day two', 'gone']);
    expect(screen.getByRole('status').textContent).toBe('4 events');
  });

  it('shows an event’s place, average, count and the five bars with their counts as text', () => {
    renderScreen(<FeedbackScreen />, { data: DATA, path: '/admin/feedback' });
    const card = screen.getByRole('link', { name: 'Opening <script>alert(1)</script>' }).closest('article')!;
    expect(within(card).getByRole('link', { name: 'Opening <script>alert(1)</script>' }).getAttribute('href')).toBe('/events/12');
    expect(card.querySelector('.feedback-place')?.textContent?.replace(/\s+/g, ' ')).toBe('Day 1: Sun, Feb 1 · 9:30 AM · Main Hall · Web');
    expect(card.querySelector('.feedback-score')?.textContent).toBe('3.5 of 5 on average · 4 ratings');
    const rows = [...card.querySelectorAll('.feedback-distribution > div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]);
    expect(rows).toEqual([
      ['5 stars', '1'],
      ['4 stars', '2'],
      ['3 stars', '0'],
      ['2 stars', '0'],
      ['1 star', '1'],
    ]);
    // The bars only repeat the counts: hidden from assistive technology.
    expect([...card.querySelectorAll('progress')].every((bar) => bar.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect([...card.querySelectorAll('progress')].map((bar) => bar.getAttribute('value'))).toEqual(['1', '2', '0', '0', '1']);
  });

  it('shows comments as the text people typed, newest first, with their rating and date', () => {
    renderScreen(<FeedbackScreen />, { data: DATA, path: '/admin/feedback' });
    const card = screen.getByRole('link', { name: 'Opening <script>alert(1)</script>' }).closest('article')!;
    expect(card.querySelector('summary')?.textContent).toBe('2 comments');
    const comments = [...card.querySelectorAll('.feedback-comments li')];
    expect(comments.map((item) => item.querySelector('.feedback-comment')?.textContent)).toEqual(['Good <b>slides</b>\nand demos', 'Too loud.']);
    expect(card.querySelector('.feedback-comment b')).toBeNull();
    expect(comments[0]?.querySelector('.feedback-given')?.textContent?.replace(/\s+/g, ' ')).toBe('Rated 4 of 5 · Sun, Feb 1, 11:15 AM');
    expect(comments[0]?.querySelector('time')?.getAttribute('datetime')).toBe('2026-02-01T10:15:00.000Z');
    // An event without comments has no disclosure.
    expect(screen.getByRole('link', { name: 'Day two' }).closest('article')!.querySelector('details')).toBeNull();
  });

  it('marks feedback on an event no longer in the schedule, with no link to it', () => {
    renderScreen(<FeedbackScreen />, { data: DATA, path: '/admin/feedback' });
    const heading = screen.getByRole('heading', { level: 2, name: 'gone' });
    expect(within(heading).queryByRole('link')).toBeNull();
    expect(heading.closest('article')?.textContent).toContain('Not in the current schedule');
  });

  it('sorts by average on choice, and writes the choice into the URL', () => {
    const { replaceSearch } = renderScreen(<FeedbackScreen />, { data: DATA, path: '/admin/feedback' });
    expect(select('Sort by').value).toBe('count');
    fireEvent.change(select('Sort by'), { target: { value: 'average' } });
    expect(cardTitles()).toEqual(['Day two', 'The duplicate id', 'Opening <script>alert(1)</script>', 'gone']);
    expect(replaceSearch).toHaveBeenLastCalledWith('?sort=average');
    // The sort does not change what the export holds.
    expect(exportLink().getAttribute('href')).toBe('/data/admin/feedback.csv');
    fireEvent.change(select('Sort by'), { target: { value: 'count' } });
    expect(cardTitles()[0]).toBe('Opening <script>alert(1)</script>');
    expect(replaceSearch).toHaveBeenLastCalledWith('');
  });

  it('filters by day and track, says how many events show, and exports what is shown', () => {
    const { replaceSearch } = renderScreen(<FeedbackScreen />, { data: DATA, path: '/admin/feedback' });
    expect([...select('Day').options].map((option) => option.textContent)).toEqual(['All days', 'Day 1: Sun, Feb 1', 'Day 2: Mon, Feb 2']);
    expect([...select('Track').options].map((option) => option.textContent)).toEqual(['All tracks', 'Web', 'Security']);

    fireEvent.change(select('Day'), { target: { value: '2026-02-01' } });
    expect(cardTitles()).toEqual(['Opening <script>alert(1)</script>', 'The duplicate id']);
    expect(screen.getByRole('status').textContent).toBe('2 of 4 events shown');
    expect(replaceSearch).toHaveBeenLastCalledWith('?day=2026-02-01');

    fireEvent.change(select('Track'), { target: { value: 'security' } });
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
    expect(screen.getByText('No feedback matches these filters.')).toBeTruthy();
    expect(replaceSearch).toHaveBeenLastCalledWith('?day=2026-02-01&track=security');
    expect(exportLink().getAttribute('href')).toBe('/data/admin/feedback.csv?day=2026-02-01&track=security');
    expect(exportLink().hasAttribute('download')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Show all feedback' }));
    expect(cardTitles()).toHaveLength(4);
    expect(replaceSearch).toHaveBeenLastCalledWith('');
  });

  it('opens with the sort and filters of the URL, ignoring a day or track the schedule does not have', () => {
    renderScreen(<FeedbackScreen />, { data: DATA, path: '/admin/feedback?sort=average&track=web&day=2031-01-01' });
    expect(select('Sort by').value).toBe('average');
    expect(select('Track').value).toBe('web');
    expect(select('Day').value).toBe('');
    expect(cardTitles()).toEqual(['The duplicate id', 'Opening <script>alert(1)</script>']);
    expect(exportLink().getAttribute('href')).toBe('/data/admin/feedback.csv?track=web');
  });

  it('formats averages for the reader’s language', () => {
    renderScreen(<FeedbackScreen />, { data: DATA, path: '/de/admin/feedback', locale: 'de' });
    const card = screen.getByRole('link', { name: 'Opening <script>alert(1)</script>' }).closest('article')!;
    expect(card.querySelector('.feedback-score')?.textContent).toBe('im Schnitt 3,5 von 5 · 4 Bewertungen');
    expect(screen.getByRole('link', { name: 'Als CSV exportieren' })).toBeTruthy();
  });

  it('says when there is no feedback yet, with nothing to sort or export', () => {
    renderScreen(<FeedbackScreen />, { data: { ...DATA, events: [], totals: { ratings: 0, events: 0, comments: 0, average: null } }, path: '/admin/feedback' });
    expect(screen.getByText(/^No feedback yet\./)).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
  });
});
