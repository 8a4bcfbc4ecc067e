import { act, cleanup, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import HomeScreen from '../../../../src/features/schedule/home-screen.tsx';
import { PageDataClientContext } from '../../../../src/runtime/page-data/page-data-client-context.ts';
import { PageDataContext } from '../../../../src/runtime/page-data/page-data-context.ts';
import { RouterContext } from '../../../../src/runtime/router/router-context.ts';
import type { DayData, HomeData } from '../../../../src/shared/page-data.ts';
import type { Locale } from '../../../../src/shared/locales.ts';
import { renderScreen } from '../render-screen.tsx';
import { CONFERENCE, DAY_ONE_EVENTS, DAYS, summary } from '../sample-page-data.ts';
import { fakePageData, type FakePageDataOptions } from './page-data-fake.ts';

// Day one (Brussels): 09:30 Opening (Main Hall) and Hardening browsers (Room B) till 10:00,
// 11:00 The duplicate id, 01:00 After midnight (cancelled). Day two: 10:00 Day two.
const [HARDENING, OPENING, AFTER_MIDNIGHT, DUPLICATE] = DAY_ONE_EVENTS as [(typeof DAY_ONE_EVENTS)[number], ...typeof DAY_ONE_EVENTS];
const DAY_TWO_EVENT = summary({ id: '41', title: 'Day two', day: '2026-02-02', start: '2026-02-02T10:00:00+01:00', end: '2026-02-02T10:30:00+01:00' });
const DAY_ONE_URL = '/data/days/2026-02-01.json';
const DAY_TWO_URL = '/data/days/2026-02-02.json';
const dayData = (index: 0 | 1, events: DayData['events']): DayData => ({ conference: CONFERENCE, day: DAYS[index], days: DAYS, events });
const PAGES = { [DAY_ONE_URL]: dayData(0, DAY_ONE_EVENTS), [DAY_TWO_URL]: dayData(1, [DAY_TWO_EVENT]) };

const HOME: HomeData = {
  conference: CONFERENCE,
  days: DAYS.map((day, i) => ({ ...day, eventCount: i === 0 ? 4 : 1 })),
  tracks: [],
  rooms: [],
  eventCount: 5,
  speakerCount: 2,
  firstSlot: { start: OPENING!.start, events: [HARDENING!, OPENING!] },
};

const flush = () => act(async () => vi.advanceTimersByTimeAsync(0));
// Intl separates times with narrow no-break spaces, depending on the ICU version.
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ') ?? '';

async function renderHomeAt(instant: string, options: FakePageDataOptions & { locale?: Locale } = { pages: PAGES }) {
  vi.useFakeTimers({ now: Date.parse(instant), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  const { client, load } = fakePageData(options);
  const { locale = 'en' } = options;
  const rendered = renderScreen(
    <PageDataClientContext.Provider value={client}>
      <HomeScreen />
    </PageDataClientContext.Provider>,
    { data: HOME, locale, path: locale === 'en' ? '/' : `/${locale}` },
  );
  await flush();
  return { ...rendered, load };
}

/** The section under a level-2 heading of this name. */
const section = (name: string) => within(screen.getByRole('heading', { level: 2, name }).closest('section')!);
const eventLinks = (name: string) =>
  section(name)
    .queryAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('/events/'))
    .map((link) => link.textContent);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Now and Next on the home screen', () => {
  it('lists what runs now with the time left, and what starts next with the time to go', async () => {
    const { load } = await renderHomeAt('2026-02-01T09:45:00+01:00');
    expect(eventLinks('Now')).toEqual([OPENING!.title, HARDENING!.title]);
    const opening = section('Now').getByRole('link', { name: OPENING!.title }).closest('li')!;
    expect(text(opening.querySelector('.event-time'))).toBe('9:30 AM – 10:00 AM Live · 15 min left');
    expect(within(opening).getByText('Main Hall')).toBeTruthy();
    // Nothing starts within the hour: Next is the next start time.
    expect(eventLinks('Next')).toEqual([DUPLICATE!.title]);
    expect(text(section('Next').getByRole('listitem').querySelector('.event-note'))).toBe('in 1 hr 15 min');
    // Only the day under way was needed.
    expect(load.mock.calls.map(([url]) => url)).toEqual([DAY_ONE_URL]);
  });

  it('follows the clock without a reload: an event moves from Next to Now', async () => {
    const { load } = await renderHomeAt('2026-02-01T10:40:30+01:00');
    expect(section('Now').getByText('Nothing is on right now.')).toBeTruthy();
    expect(eventLinks('Next')).toEqual([DUPLICATE!.title]);
    expect(text(section('Next').getByRole('listitem').querySelector('.event-note'))).toBe('in 20 min');

    await act(async () => vi.advanceTimersByTimeAsync(20 * 60_000));
    await flush();
    expect(eventLinks('Now')).toEqual([DUPLICATE!.title]);
    expect(section('Now').getByText('Live')).toBeTruthy();
    // Nothing more held on day one: Next looked into day two, the cancelled event on the way marked.
    expect(load.mock.calls.map(([url]) => url)).toContain(DAY_TWO_URL);
    expect(eventLinks('Next')).toEqual([AFTER_MIDNIGHT!.title, DAY_TWO_EVENT.title]);
    const [cancelled, dayTwo] = section('Next').getAllByRole('listitem');
    expect(within(cancelled!).getByText('Cancelled')).toBeTruthy();
    expect(text(dayTwo!.querySelector('.event-time'))).toBe('Mon, Feb 2 · 10:00 AM – 10:30 AM · in 23 hr');
  });

  it('marks a cancelled event in Next as cancelled, without a time to go', async () => {
    await renderHomeAt('2026-02-02T00:30:00+01:00');
    const item = section('Next').getByRole('link', { name: AFTER_MIDNIGHT!.title }).closest('li')!;
    expect(within(item).getByText('Cancelled')).toBeTruthy();
    expect(item.querySelector('.event-note')).toBeNull();
  });

  it('shows at once what the memory cache holds', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-02-01T09:45:00+01:00'), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const { client } = fakePageData({ cached: PAGES });
    renderScreen(
      <PageDataClientContext.Provider value={client}>
        <HomeScreen />
      </PageDataClientContext.Provider>,
      { data: HOME },
    );
    expect(eventLinks('Now')).toHaveLength(2);
  });

  it('holds the space while the day loads, and says nothing of Now yet', async () => {
    const { container } = await renderHomeAt('2026-02-01T09:45:00+01:00', { pending: true });
    expect(container.querySelector('.now-next')?.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('heading', { name: 'Now' })).toBeNull();
    expect(screen.getByText("Loading what's on…").className).toBe('visually-hidden');
  });

  it('lays out no reserve when the time is known from the first render', async () => {
    const { container } = await renderHomeAt('2026-03-01T10:00:00+01:00');
    expect(container.querySelector('.now-next-reserve')).toBeNull();
  });

  it('says so, briefly, offline with the day not saved', async () => {
    await renderHomeAt('2026-02-01T09:45:00+01:00', { offline: true });
    expect(screen.getByText("You're offline, and this day's schedule is not saved on this device yet.")).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Now' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Days' })).toBeTruthy();
  });

  it('counts the days before the conference and shows its first slot', async () => {
    await renderHomeAt('2026-01-29T23:30:00+01:00');
    expect(eventLinks('Starts in 3 days')).toEqual([OPENING!.title, HARDENING!.title]);
    expect(text(section('Starts in 3 days').getByText(/^First up/))).toBe('First up: Sun, Feb 1, 9:30 AM');
    expect(screen.queryByRole('heading', { name: 'Now' })).toBeNull();
    cleanup();
    await renderHomeAt('2026-01-31T08:00:00+01:00');
    expect(screen.getByRole('heading', { level: 2, name: 'Starts tomorrow' })).toBeTruthy();
    cleanup();
    await renderHomeAt('2026-02-01T08:59:00+01:00');
    expect(screen.getByRole('heading', { level: 2, name: 'Starts today' })).toBeTruthy();
  });

  it('says the conference has ended after it, with links to its days', async () => {
    await renderHomeAt('2026-02-02T18:00:00+01:00');
    const links = section('The conference has ended').getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Day 1: Sun, Feb 1', '/days/2026-02-01'],
      ['Day 2: Mon, Feb 2', '/days/2026-02-02'],
    ]);
  });

  it('speaks German under /de', async () => {
    await renderHomeAt('2026-02-01T09:45:00+01:00', { pages: PAGES, locale: 'de' });
    expect(screen.getByRole('heading', { level: 2, name: 'Jetzt' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Als Nächstes' })).toBeTruthy();
    expect(text(section('Jetzt').getAllByRole('listitem')[0]!.querySelector('.event-note'))).toBe('noch 15 Min.');
  });

  it('renders on the server without a time: no Now, no Next, the space held', () => {
    vi.useFakeTimers({ now: Date.parse('2026-02-01T09:45:00+01:00'), toFake: ['Date'] });
    const { client, load } = fakePageData({ pages: PAGES });
    const html = renderToString(serverApp(client));
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const block = doc.querySelector('.now-next');
    expect(block?.getAttribute('aria-busy')).toBe('true');
    expect([...doc.querySelectorAll('h2')].filter((h2) => !h2.closest('[aria-hidden]')).map((h2) => h2.textContent)).toEqual(['Days', 'Offline']);
    // Both time-independent states are laid out unseen, out of the accessibility tree, so the
    // one the clock picks fits the space.
    const reserve = [...(block?.querySelectorAll('.now-next-reserve') ?? [])];
    expect(reserve.map((layer) => layer.querySelector('h2')?.textContent)).toEqual(['Starts in 30 days', 'The conference has ended']);
    expect(reserve.every((layer) => layer.getAttribute('aria-hidden') === 'true' && layer.hasAttribute('inert'))).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });

  it('hydrates without a mismatch, then shows the state the clock picks within the held space', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-01T10:00:00+01:00'), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const { client } = fakePageData({ pages: PAGES });
    const container = document.createElement('div');
    container.innerHTML = renderToString(serverApp(client));
    document.body.append(container);
    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, serverApp(client), { onRecoverableError: (error) => errors.push(error) }));
    await flush();
    expect(errors).toEqual([]);
    expect(within(container).getByRole('heading', { level: 2, name: 'The conference has ended' })).toBeTruthy();
    expect(container.querySelectorAll('.now-next-reserve')).toHaveLength(2);
    expect(container.querySelector('.now-next')?.hasAttribute('aria-busy')).toBe(false);
    act(() => root.unmount());
    container.remove();
  });
});

/** The home screen as the server renders it, and as the browser hydrates it. */
function serverApp(client: ReturnType<typeof fakePageData>['client']): ReactElement {
  const { hook } = memoryLocation({ path: '/' });
  return (
    <Router hook={hook} ssrPath="/">
      <RouterContext.Provider value={{ locale: 'en', navigate: vi.fn(), replaceSearch: vi.fn(), prefetch: vi.fn(), prefetchOnSight: true }}>
        <PageDataContext.Provider value={{ version: 'v-test', data: HOME }}>
          <PageDataClientContext.Provider value={client}>
            <HomeScreen />
          </PageDataClientContext.Provider>
        </PageDataContext.Provider>
      </RouterContext.Provider>
    </Router>
  );
}
