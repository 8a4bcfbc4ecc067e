import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { clear } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withStar } from '../../../../src/app/with-star.tsx';
import { reloadDeviceChanges } from '../../../../src/components/changed-events-store.ts';
import ScreenAlone from '../../../../src/features/changes/changes-screen.tsx';
import { reloadStars, starStore } from '../../../../src/features/agenda/use-stars.ts';
import { deviceStore } from '../../../../src/runtime/storage/stores.ts';
import type { ChangesData, EventChange, EventPlace } from '../../../../src/shared/schedule-changes.ts';
import { renderScreen } from '../render-screen.tsx';
import { CONFERENCE } from '../sample-page-data.ts';

// As the app shows it: with the agenda's star and starred ids.
const ChangesScreen = withStar(ScreenAlone);

const NINE: EventPlace = { start: '2026-02-01T09:00:00+01:00', end: '2026-02-01T10:00:00+01:00', day: '2026-02-01', room: 'Main Hall' };
const ELEVEN: EventPlace = { start: '2026-02-01T11:00:00+01:00', end: '2026-02-01T11:30:00+01:00', day: '2026-02-01', room: 'Room B' };

function change(kind: EventChange['kind'], id: string, title: string, overrides: Partial<EventChange> = {}): EventChange {
  return {
    kind,
    id,
    previousId: null,
    guid: null,
    title,
    before: kind === 'new' ? null : NINE,
    after: kind === 'removed' ? null : kind === 'moved' ? ELEVEN : NINE,
    fields: [],
    ...overrides,
  };
}

function changesData(changes: EventChange[]): ChangesData {
  const counts = { moved: 0, cancelled: 0, new: 0, removed: 0, changed: 0, unchanged: 7 };
  for (const entry of changes) counts[entry.kind] += 1;
  return { from: 'v1', to: 'v2', counts, changes, renamed: [], publishedAt: '2026-02-01T07:45:00.000Z', conference: CONFERENCE };
}

const CHANGES = [
  change('moved', '112', 'Opening <b>keynote</b>', { previousId: '12' }),
  change('moved', '20', 'Second move'),
  change('cancelled', 'c', 'Cancelled talk'),
  change('new', 'n', 'Late addition'),
  change('removed', 'r', 'Dropped talk'),
  change('changed', 'x', 'Renamed workshop', { fields: ['title', 'speakers'] }),
];

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim();
const itemOf = (title: string) => screen.getByText(title).closest('li')!;

beforeEach(async () => {
  await clear(deviceStore());
  await reloadStars();
  await reloadDeviceChanges();
});
afterEach(cleanup);

describe('ChangesScreen', () => {
  it('heads the page, counts each kind, and names the publication', () => {
    renderScreen(<ChangesScreen />, { data: changesData(CHANGES), path: '/changes/v1', version: 'v2' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('What changed');
    expect(document.title).toBe('What changed — Sample Conf');
    const counts = screen.getByRole('list', { name: 'Changes by kind' });
    expect(within(counts).getAllByRole('listitem').map(text)).toEqual(['1 New', '2 Moved', '1 Cancelled', '1 Removed', '1 Changed']);
    expect(screen.getByText(/^Published /).textContent).toBe('Published Sun, Feb 1, 8:45 AM');
  });

  it('shows each change with its badge: where a moved event was and is, what else changed, a link unless removed', () => {
    renderScreen(<ChangesScreen />, { data: changesData(CHANGES), path: '/changes/v1', version: 'v2' });
    const moved = itemOf('Opening <b>keynote</b>');
    expect(within(moved).getByRole('note', { name: 'Moved' }).textContent).toBe('Moved');
    expect(within(moved).getByRole('link', { name: 'Opening <b>keynote</b>' }).getAttribute('href')).toBe('/events/112');
    expect(moved.querySelector('b')).toBeNull();
    expect(text(moved)).toContain('Was: Sun, Feb 1 · 9:00 AM – 10:00 AM · Main Hall');
    expect(text(moved)).toContain('Now: Sun, Feb 1 · 11:00 AM – 11:30 AM · Room B');

    const removed = itemOf('Dropped talk');
    expect(within(removed).getByRole('note', { name: 'Removed' })).toBeTruthy();
    expect(within(removed).queryByRole('link')).toBeNull();
    expect(text(removed)).toContain('9:00 AM – 10:00 AM · Main Hall');

    expect(within(itemOf('Cancelled talk')).getByRole('note', { name: 'Cancelled' })).toBeTruthy();
    expect(within(itemOf('Late addition')).getByRole('note', { name: 'New' })).toBeTruthy();
    const changed = itemOf('Renamed workshop');
    expect(within(changed).getByRole('note', { name: 'Changed' })).toBeTruthy();
    expect(text(changed)).toContain('Changed: title, speakers');
    // Each event still there can be starred from here.
    expect(within(changed).getByRole('button', { name: /Star/ })).toBeTruthy();
  });

  it('lists this device’s starred events first, in a section of their own', async () => {
    await starStore().set({ eventId: 'c', starred: true, at: '2026-02-01T08:00:00.000Z' });
    // Starred before the re-import renumbered it.
    await starStore().set({ eventId: '12', starred: true, at: '2026-02-01T08:00:00.000Z' });
    await reloadStars();
    renderScreen(<ChangesScreen />, { data: changesData(CHANGES), path: '/changes/v1', version: 'v2' });
    const starred = (await screen.findByRole('heading', { level: 2, name: 'Your starred events' })).closest('section')!;
    expect(
      within(starred)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('note').textContent),
    ).toEqual(['Moved', 'Cancelled']);
    expect(within(starred).getByText('Opening <b>keynote</b>')).toBeTruthy();
    const others = screen.getByRole('heading', { level: 2, name: 'Everything else' }).closest('section')!;
    expect(within(others).getAllByRole('listitem')).toHaveLength(4);
  });

  it('keeps one list without headings when none of the changed events is starred', async () => {
    await starStore().set({ eventId: 'elsewhere', starred: true, at: '2026-02-01T08:00:00.000Z' });
    await reloadStars();
    renderScreen(<ChangesScreen />, { data: changesData(CHANGES), path: '/changes/v1', version: 'v2' });
    await waitFor(() => expect(screen.getAllByRole('listitem').length).toBeGreaterThan(5));
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('says when nothing changed', () => {
    renderScreen(<ChangesScreen />, { data: { ...changesData([]), from: 'v2' }, path: '/changes/v2', version: 'v2' });
    expect(screen.getByText('Nothing changed since you last looked.')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Changes by kind' }))
        .getAllByRole('listitem')
        .map(text),
    ).toEqual(['0 New', '0 Moved', '0 Cancelled', '0 Removed', '0 Changed']);
  });

  it('shows the changes in German', () => {
    renderScreen(<ChangesScreen />, { data: changesData(CHANGES), path: '/de/changes/v1', version: 'v2', locale: 'de' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Was sich geändert hat');
    expect(within(itemOf('Cancelled talk')).getByRole('note', { name: 'Abgesagt' })).toBeTruthy();
  });
});
