import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clear } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withStar } from '../../../../src/app/with-star.tsx';
import { reloadDeviceChanges, updateDeviceChanges } from '../../../../src/components/changed-events-store.ts';
import type { DeviceChanges } from '../../../../src/components/changed-events.ts';
import AgendaScreen from '../../../../src/features/agenda/agenda-screen.tsx';
import { reloadStars, starStore } from '../../../../src/features/agenda/use-stars.ts';
import EventScreenAlone from '../../../../src/features/event/event-screen.tsx';
import { createPageDataClient } from '../../../../src/runtime/page-data/page-data-client.ts';
import { PageDataClientContext } from '../../../../src/runtime/page-data/page-data-client-context.ts';
import { deviceStore, outboxStore } from '../../../../src/runtime/storage/stores.ts';
import type { EventData } from '../../../../src/shared/page-data.ts';
import type { EventPlace } from '../../../../src/shared/schedule-changes.ts';
import { renderScreen } from '../render-screen.tsx';
import { CONFERENCE, eventDetail } from '../sample-page-data.ts';

const EventScreen = withStar(EventScreenAlone);
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const NINE: EventPlace = { start: '2026-02-01T09:00:00+01:00', end: '2026-02-01T10:00:00+01:00', day: '2026-02-01', room: 'Main Hall' };
const ELEVEN: EventPlace = { start: '2026-02-01T11:00:00+01:00', end: '2026-02-01T11:30:00+01:00', day: '2026-02-01', room: 'Room B' };

const EVENTS: Record<string, EventData> = {
  m: { conference: CONFERENCE, event: eventDetail({ id: 'm', title: 'Moved talk', start: ELEVEN.start, end: ELEVEN.end }), persons: [] },
  c: { conference: CONFERENCE, event: eventDetail({ id: 'c', title: 'Called off', start: NINE.start, end: NINE.end, cancelled: true }), persons: [] },
  x: { conference: CONFERENCE, event: eventDetail({ id: 'x', title: 'Retitled', start: '2026-02-01T14:00:00+01:00', end: '2026-02-01T15:00:00+01:00' }), persons: [] },
};

const DEVICE: DeviceChanges = {
  seen: 'v1',
  caughtUp: 'v2',
  events: {
    m: { kind: 'moved', title: 'Moved talk', before: NINE, after: ELEVEN, fields: [] },
    c: { kind: 'cancelled', title: 'Called off', before: NINE, after: NINE, fields: [] },
  },
  removed: { r: { title: 'Dropped <i>talk</i>', before: NINE } },
};

function renderAgenda() {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const id = decodeURIComponent(String(input).replace(/^\/data\/events\/(.*)\.json$/, '$1'));
    const data = EVENTS[id];
    return data ? json({ version: 'v2', data }) : json({ error: 'not-found', message: 'Not found.' }, 404);
  });
  return renderScreen(
    <PageDataClientContext.Provider value={createPageDataClient({ fetch })}>
      <AgendaScreen />
    </PageDataClientContext.Provider>,
    { data: null, path: '/agenda' },
  );
}

beforeEach(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ ok: true })),
  );
  await clear(deviceStore());
  await clear(outboxStore());
  for (const eventId of ['m', 'c', 'x']) await starStore().set({ eventId, starred: true, at: '2026-02-01T08:00:00.000Z' });
  await reloadStars();
  await reloadDeviceChanges();
  await updateDeviceChanges(() => DEVICE);
});
afterEach(cleanup);

describe('changed starred events in the agenda', () => {
  it('carry a badge until seen; unchanged ones none', async () => {
    renderAgenda();
    const moved = (await screen.findByText('Moved talk')).closest('li')!;
    expect(within(moved).getByRole('note', { name: 'Moved' })).toBeTruthy();
    const cancelled = screen.getByText('Called off').closest('li')!;
    expect(within(cancelled).getByRole('note', { name: 'Cancelled' })).toBeTruthy();
    // One word, not the plain Cancelled marker beside the badge too.
    expect(within(cancelled).getAllByText(/Cancelled/i)).toHaveLength(1);
    expect(within(screen.getByText('Retitled').closest('li')!).queryByRole('note')).toBeNull();
  });

  it('say when a starred event was removed, until dismissed', async () => {
    renderAgenda();
    const notice = await screen.findByText(/An event you starred was removed from the schedule: Dropped <i>talk<\/i>/);
    expect(notice.querySelector('i')).toBeNull();
    fireEvent.click(within(notice.closest('li')!).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText(/An event you starred was removed/)).toBeNull());
    expect((await reloadDeviceChanges()).removed).toEqual({});
  });
});

describe('a changed starred event’s own screen', () => {
  it('says what changed while open, and marks it seen for the next visit', async () => {
    renderScreen(<EventScreen />, { data: EVENTS['m']!, path: '/events/m', version: 'v2' });
    const note = (await screen.findByRole('note', { name: 'Moved' })).closest('.changed-note')!;
    expect(note.textContent).toContain('since you last looked');
    expect(note.textContent).toContain('Was: Sun, Feb 1 · 9:00 AM – 10:00 AM · Main Hall');
    expect(note.textContent).toContain('Now: Sun, Feb 1 · 11:00 AM – 11:30 AM · Room B');
    await waitFor(async () => expect(Object.keys((await reloadDeviceChanges()).events)).toEqual(['c']));
    // Still shown while the screen is open.
    expect(screen.getByRole('note', { name: 'Moved' })).toBeTruthy();

    cleanup();
    renderScreen(<EventScreen />, { data: EVENTS['m']!, path: '/events/m', version: 'v2' });
    await screen.findByRole('heading', { level: 1, name: 'Moved talk' });
    expect(screen.queryByRole('note', { name: 'Moved' })).toBeNull();
  });

  it('shows nothing for an event that did not change', () => {
    renderScreen(<EventScreen />, { data: EVENTS['x']!, path: '/events/x', version: 'v2' });
    expect(screen.queryByRole('note')).toBeNull();
  });
});
