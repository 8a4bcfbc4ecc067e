import { describe, expect, it } from 'vitest';
import { HOME_PAGE_DATA, dayPageData, eventPageData, warmUpOrder, type WarmUpDay, type WarmUpHome, type WarmUpOrderInput } from '../../../src/shared/warm-up-order.ts';

// Three conference days (UTC+2), 09:00 to 23:00 local, and a night between each.
const DAYS = ['2026-06-12', '2026-06-13', '2026-06-14'];
const at = (date: string, time: string) => Date.parse(`${date}T${time}:00+02:00`);
const HOME: WarmUpHome = { days: DAYS.map((date) => ({ date, start: `${date}T09:00:00+02:00`, end: `${date}T23:00:00+02:00` })) };

/** Four events a day, listed out of order as a day page may list them: 09–10, 11–12, 14–15, 20–22. */
function dayOf(date: string): WarmUpDay {
  const event = (id: string, start: string, end: string) => ({ id: `${date}-${id}`, start: `${date}T${start}:00+02:00`, end: `${date}T${end}:00+02:00` });
  return { events: [event('c', '14:00', '15:00'), event('a', '09:00', '10:00'), event('d', '20:00', '22:00'), event('b', '11:00', '12:00')] };
}
const events = (date: string, ...ids: string[]) => ids.map((id) => eventPageData(`${date}-${id}`));

// A manifest as the server lists it: home, days, events, then the rest.
const PAGES = [
  HOME_PAGE_DATA,
  ...DAYS.map(dayPageData),
  ...DAYS.flatMap((date) => events(date, 'a', 'b', 'c', 'd')),
  '/data/speakers.json',
  '/data/speakers/7.json',
  '/data/rooms.json',
];

/** The order at `now`, the home page in and today's day page not yet, unless told otherwise; its stages as one list. */
function order(now: number, known: Partial<Omit<WarmUpOrderInput, 'pages' | 'now'>> = {}) {
  const { stages, ...rest } = warmUpOrder({ pages: PAGES, now, early: [], home: HOME, today: undefined, ...known });
  return { order: stages.flat(), ...rest };
}

/** The order once both pages it depends on are in. */
function settled(now: number, early: readonly string[] = []) {
  const { todayPage } = order(now, { early });
  const date = DAYS.find((day) => dayPageData(day) === todayPage);
  return order(now, { early, today: date ? dayOf(date) : null });
}

const rest = (first: readonly string[]) => PAGES.filter((page) => !first.includes(page));

describe('warmUpOrder', () => {
  it('during a day: home, that day, its events from now on, the agenda, the rest of that day, then everything else', () => {
    const starred = [...events('2026-06-14', 'b'), ...events('2026-06-12', 'a')];
    const result = settled(at('2026-06-13', '11:30'), starred);
    const first = [HOME_PAGE_DATA, dayPageData('2026-06-13'), ...events('2026-06-13', 'b', 'c', 'd'), ...starred, ...events('2026-06-13', 'a')];
    expect(result).toEqual({ order: [...first, ...rest(first)], awaiting: null, todayPage: dayPageData('2026-06-13') });
  });

  it('counts an event under way as from now on, and one that ended at this very moment as the rest of today', () => {
    const first = [HOME_PAGE_DATA, dayPageData('2026-06-12'), ...events('2026-06-12', 'c', 'd', 'a', 'b')];
    expect(settled(at('2026-06-12', '14:30')).order.slice(0, first.length)).toEqual(first);
    const atEnd = [HOME_PAGE_DATA, dayPageData('2026-06-12'), ...events('2026-06-12', 'c', 'd', 'a', 'b')];
    expect(settled(at('2026-06-12', '12:00')).order.slice(0, atEnd.length)).toEqual(atEnd);
  });

  it.each([
    ['between two days', at('2026-06-12', '23:30'), '2026-06-13'],
    ['before the conference', at('2026-05-01', '08:00'), '2026-06-12'],
    ['at the very start of a day', at('2026-06-14', '09:00'), '2026-06-14'],
  ])('%s, today is the next day, with all its events ahead', (_label, now, date) => {
    const first = [HOME_PAGE_DATA, dayPageData(date), ...events(date, 'a', 'b', 'c', 'd')];
    expect(settled(now).order).toEqual([...first, ...rest(first)]);
  });

  it('after the conference there is no today: home, the agenda, then the manifest’s order', () => {
    const starred = events('2026-06-14', 'd');
    const result = order(at('2026-06-15', '10:00'), { early: starred });
    expect(result.todayPage).toBeNull();
    expect(result.awaiting).toBeNull();
    expect(result.order).toEqual([HOME_PAGE_DATA, ...starred, ...rest([HOME_PAGE_DATA, ...starred])]);
  });

  it('waits for the home page, then for today’s day page, before the order is settled', () => {
    const now = at('2026-06-13', '11:30');
    const starred = events('2026-06-14', 'b');
    const before = order(now, { early: starred, home: undefined });
    expect(before.awaiting).toBe(HOME_PAGE_DATA);
    expect(before.order.slice(0, 2)).toEqual([HOME_PAGE_DATA, ...starred]);
    const withHome = order(now, { early: starred });
    expect(withHome.awaiting).toBe(dayPageData('2026-06-13'));
    expect(withHome.order.slice(0, 3)).toEqual([HOME_PAGE_DATA, dayPageData('2026-06-13'), ...starred]);
    expect(settled(now, starred).awaiting).toBeNull();
  });

  it('goes on without a home or day page that could not be read', () => {
    const now = at('2026-06-13', '11:30');
    const starred = events('2026-06-14', 'b');
    expect(order(now, { early: starred, home: null })).toEqual({ order: [HOME_PAGE_DATA, ...starred, ...rest([HOME_PAGE_DATA, ...starred])], awaiting: null, todayPage: null });
    const first = [HOME_PAGE_DATA, dayPageData('2026-06-13'), ...starred];
    expect(order(now, { early: starred, today: null })).toMatchObject({ order: [...first, ...rest(first)], awaiting: null });
  });

  it.each([
    ['during a day', at('2026-06-13', '11:30')],
    ['between days', at('2026-06-13', '23:30')],
    ['after the conference', at('2026-07-01', '00:00')],
  ])('%s, lists every page of the manifest exactly once, and nothing else', (_label, now) => {
    // Starred pages twice, one of today, and one the manifest does not list (an event since removed).
    const early = [...events('2026-06-13', 'b', 'b'), ...events('2026-06-14', 'a'), eventPageData('gone')];
    const result = settled(now, early);
    expect(result.order).toHaveLength(PAGES.length);
    expect([...result.order].sort()).toEqual([...PAGES].sort());
  });

  it('names the pages as the manifest does, an id that needs escaping too', () => {
    expect(eventPageData('a b/7')).toBe('/data/events/a%20b%2F7.json');
    expect(dayPageData('2026-06-12')).toBe('/data/days/2026-06-12.json');
    expect(HOME_PAGE_DATA).toBe('/data/index.json');
  });

  it('without a home page in the manifest, waits for nothing', () => {
    const pages = ['/data/speakers.json', ...events('2026-06-12', 'a')];
    expect(warmUpOrder({ pages, now: at('2026-06-12', '10:00'), early: [], home: undefined, today: undefined })).toEqual({ stages: [pages], awaiting: null, todayPage: null });
  });

  it('comes in stages: the home page, today’s day page, today’s pages and the agenda, then everything else', () => {
    const starred = events('2026-06-14', 'b');
    const now = at('2026-06-13', '11:30');
    const { stages } = warmUpOrder({ pages: PAGES, now, early: starred, home: HOME, today: dayOf('2026-06-13') });
    const today = [...events('2026-06-13', 'b', 'c', 'd'), ...starred, ...events('2026-06-13', 'a')];
    expect(stages).toEqual([[HOME_PAGE_DATA], [dayPageData('2026-06-13')], today, rest([HOME_PAGE_DATA, dayPageData('2026-06-13'), ...today])]);
    // After the conference, the agenda is a stage of its own; with nothing starred there is none.
    expect(warmUpOrder({ pages: PAGES, now: at('2026-07-01', '10:00'), early: starred, home: HOME, today: undefined }).stages).toHaveLength(3);
    expect(warmUpOrder({ pages: PAGES, now: at('2026-07-01', '10:00'), early: [], home: HOME, today: undefined }).stages).toHaveLength(2);
  });
});
