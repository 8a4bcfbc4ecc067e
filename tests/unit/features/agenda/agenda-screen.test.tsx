import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clear } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AgendaScreen from '../../../../src/features/agenda/agenda-screen.tsx';
import { reloadStars, starStore } from '../../../../src/features/agenda/use-stars.ts';
import { createPageDataClient } from '../../../../src/runtime/page-data/page-data-client.ts';
import { PageDataClientContext } from '../../../../src/runtime/page-data/page-data-client-context.ts';
import { deviceStore, outboxStore } from '../../../../src/runtime/storage/stores.ts';
import type { EventData, EventDetail } from '../../../../src/shared/page-data.ts';
import { renderScreen } from '../render-screen.tsx';
import { CONFERENCE, eventDetail } from '../sample-page-data.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Brussels is UTC+1: these are 09:00–10:00, 09:30–10:30, 11:30–12:00 on day one, and a late one. */
const EVENTS: Record<string, Partial<EventDetail>> = {
  a: { id: 'a', title: 'Opening', start: '2026-02-01T09:00:00+01:00', end: '2026-02-01T10:00:00+01:00' },
  b: { id: 'b', title: 'Rust, briefly; really', start: '2026-02-01T09:30:00+01:00', end: '2026-02-01T10:30:00+01:00', guid: null },
  c: { id: 'c', title: 'Lunch talk', start: '2026-02-01T11:30:00+01:00', end: '2026-02-01T12:00:00+01:00' },
  late: { id: 'late', title: 'Night owls', start: '2026-02-01T23:30:00+01:00', end: '2026-02-02T00:30:00+01:00' },
  early: { id: 'early', title: 'Midnight hack', day: '2026-02-02', start: '2026-02-02T00:00:00+01:00', end: '2026-02-02T01:00:00+01:00' },
};

function renderAgenda(options: { offline?: readonly string[] } = {}) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const id = decodeURIComponent(String(input).replace(/^\/data\/events\/(.*)\.json$/, '$1'));
    if (options.offline?.includes(id)) throw new TypeError('Failed to fetch');
    const event = EVENTS[id];
    if (!event) return json({ error: 'not-found', message: 'Not found.' }, 404);
    return json({ version: 'v1', data: { conference: CONFERENCE, event: eventDetail(event), persons: [] } satisfies EventData });
  });
  return renderScreen(
    <PageDataClientContext.Provider value={createPageDataClient({ fetch })}>
      <AgendaScreen />
    </PageDataClientContext.Provider>,
    { data: null, path: '/agenda' },
  );
}

async function star(...ids: string[]) {
  for (const eventId of ids) await starStore().set({ eventId, starred: true, at: '2026-02-01T08:00:00.000Z' });
  await reloadStars();
}

const daySection = (name: RegExp) => screen.getByRole('heading', { level: 2, name }).closest('section')!;

beforeEach(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ ok: true })),
  );
  await clear(deviceStore());
  await clear(outboxStore());
  await reloadStars();
});
afterEach(cleanup);

describe('AgendaScreen', () => {
  it('without stars, says so and links to the schedule', async () => {
    renderAgenda();
    await screen.findByText('You have not starred any events yet.', { exact: false });
    expect(screen.getByRole('link', { name: 'Browse the schedule' }).getAttribute('href')).toBe('/schedule');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My agenda');
  });

  it('lists starred events by day in time order, flags overlaps and shows the free time between', async () => {
    await star('c', 'a', 'b');
    renderAgenda();
    await screen.findByText('Lunch talk');
    const day = within(daySection(/Sunday, February 1, 2026/));
    const items = day.getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toContain('Opening');
    expect(items[0]).toContain('Overlaps with: Rust, briefly; really');
    expect(items[1]).toContain('Overlaps with: Opening');
    expect(items[2]).toMatch(/^Free: 1 hr/);
    expect(items[3]).toContain('Lunch talk');
    expect(items[3]).not.toContain('Overlaps');
    expect(day.getAllByRole('button', { name: 'Star' }).map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', 'true', 'true']);
    expect(day.getByRole('link', { name: 'Opening' }).getAttribute('href')).toBe('/events/a');
  });

  it('flags an overlap across midnight between two conference days', async () => {
    await star('late', 'early');
    renderAgenda();
    await screen.findByText('Midnight hack');
    expect(within(daySection(/February 1/)).getByText('Overlaps with: Midnight hack')).toBeTruthy();
    expect(within(daySection(/February 2/)).getByText('Overlaps with: Night owls')).toBeTruthy();
  });

  it('keeps an event unstarred here in place, no longer overlapping', async () => {
    await star('a', 'b');
    renderAgenda();
    await screen.findByText('Overlaps with: Opening');
    const [first] = screen.getAllByRole('button', { name: 'Star' });
    fireEvent.click(first!);
    await waitFor(() => expect(screen.queryByText(/Overlaps with/)).toBeNull());
    expect(screen.getByRole('link', { name: 'Opening' })).toBeTruthy();
    expect(first!.getAttribute('aria-pressed')).toBe('false');
  });

  it('exports the starred events as an .ics file made on the device', async () => {
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (files.push(blob as Blob), 'blob:agenda'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await star('a', 'b');
    renderAgenda();
    await screen.findByText('Opening');
    fireEvent.click(screen.getByRole('button', { name: 'Export to calendar (.ics)' }));

    expect(clicked).toHaveBeenCalledTimes(1);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('sample-agenda.ics');
    expect(files[0]!.type).toBe('text/calendar;charset=utf-8');
    const text = await files[0]!.text();
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain('SUMMARY:Rust\\, briefly\\; really');
    expect(text).toContain('DTSTART:20260201T080000Z');
    expect(text).toContain('UID:b@');
  });

  it('lists starred events it cannot show: not saved for offline use, or gone from the schedule', async () => {
    await star('a', 'c', 'removed');
    renderAgenda({ offline: ['c'] });
    const unavailable = (await screen.findByRole('heading', { name: 'Not available offline' })).closest('section')!;
    expect(within(unavailable).getByRole('link', { name: 'Event c' }).getAttribute('href')).toBe('/events/c');
    const gone = screen.getByRole('heading', { name: 'No longer in the schedule' }).closest('section')!;
    expect(within(gone).getByRole('button', { name: 'Star' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Opening')).toBeTruthy();
  });
});
