import 'fake-indexeddb/auto';
import { clear } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { catchUpChanges } from '../../../../src/app/catch-up-changes.ts';
import { reloadDeviceChanges } from '../../../../src/components/changed-events-store.ts';
import { reloadStars, starStore } from '../../../../src/features/agenda/use-stars.ts';
import { PageDataError } from '../../../../src/runtime/page-data/page-data-error.ts';
import { deviceStore } from '../../../../src/runtime/storage/stores.ts';
import type { PageData } from '../../../../src/shared/page-data.ts';
import type { ChangesData, EventChange, EventPlace } from '../../../../src/shared/schedule-changes.ts';
import { CONFERENCE } from '../sample-page-data.ts';

const NINE: EventPlace = { start: '2026-02-01T09:00:00+01:00', end: '2026-02-01T10:00:00+01:00', day: '2026-02-01', room: 'Main Hall' };
const TEN: EventPlace = { start: '2026-02-01T10:00:00+01:00', end: '2026-02-01T11:00:00+01:00', day: '2026-02-01', room: 'Room B' };

function change(kind: EventChange['kind'], id: string, overrides: Partial<EventChange> = {}): EventChange {
  return { kind, id, previousId: null, guid: null, title: `Talk ${id}`, before: kind === 'new' ? null : NINE, after: kind === 'removed' ? null : TEN, fields: [], ...overrides };
}

function changesData(from: string, to: string, changes: EventChange[], renamed: ChangesData['renamed'] = []): ChangesData {
  const counts = { moved: 0, cancelled: 0, new: 0, removed: 0, changed: 0, unchanged: 0 };
  for (const entry of changes) counts[entry.kind] += 1;
  return { from, to, counts, changes, renamed, publishedAt: '2026-02-01T07:45:00.000Z', conference: CONFERENCE };
}

/** A server that serves `to`, and knows the changes since each version given. */
function server(to: string, since: Record<string, ChangesData>) {
  return vi.fn(async (url: string): Promise<PageData<unknown>> => {
    const version = decodeURIComponent(/^\/data\/changes\/(.*)\.json$/.exec(url)?.[1] ?? '');
    const data = since[version];
    if (!data) throw new PageDataError('not-found', url, 404);
    return { version: to, data };
  });
}

const star = async (...ids: string[]) => {
  for (const eventId of ids) await starStore().set({ eventId, starred: true, at: '2026-02-01T08:00:00.000Z' });
  await reloadStars();
};

beforeEach(async () => {
  await clear(deviceStore());
  await reloadStars();
  await reloadDeviceChanges();
});

describe('catchUpChanges', () => {
  it('on the first version a device shows, remembers it as seen and asks nothing', async () => {
    const load = server('v1', {});
    expect(await catchUpChanges('v1', load)).toEqual({ updated: false, since: null });
    expect(load).not.toHaveBeenCalled();
    expect(await reloadDeviceChanges()).toMatchObject({ seen: 'v1', caughtUp: 'v1' });
  });

  it('after a publish: moves the stars of renamed events, records changed starred events, links What changed since the version last seen', async () => {
    await catchUpChanges('v1', server('v1', {}));
    await star('12', 'c', 'r');
    const v2 = changesData(
      'v1',
      'v2',
      [change('moved', '112', { previousId: '12' }), change('cancelled', 'c'), change('new', 'n'), change('removed', 'r'), change('moved', 'other')],
      [{ from: '12', to: '112' }],
    );
    const load = server('v2', { v1: v2 });
    expect(await catchUpChanges('v2', load)).toEqual({ updated: true, since: 'v1' });
    expect(load).toHaveBeenCalledWith('/data/changes/v1.json');

    const stars = await starStore().all();
    expect(
      Object.keys(stars)
        .filter((id) => stars[id]?.starred)
        .sort(),
    ).toEqual(['112', 'c', 'r']);
    const kept = await reloadDeviceChanges();
    expect(kept).toMatchObject({ seen: 'v1', caughtUp: 'v2' });
    expect(Object.fromEntries(Object.entries(kept.events).map(([id, entry]) => [id, entry.kind]))).toEqual({ '112': 'moved', c: 'cancelled' });
    expect(kept.removed).toEqual({ r: { title: 'Talk r', before: NINE } });
  });

  it('catches up once per version: a second look changes nothing (a swap is not undone)', async () => {
    await catchUpChanges('v1', server('v1', {}));
    await star('a');
    const swap = changesData(
      'v1',
      'v2',
      [],
      [
        { from: 'a', to: 'b' },
        { from: 'b', to: 'a' },
      ],
    );
    const load = server('v2', { v1: swap });
    await catchUpChanges('v2', load);
    expect(await catchUpChanges('v2', load)).toEqual({ updated: false, since: 'v1' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(Object.keys(await starStore().all())).toEqual(['b']);
  });

  it('offline, changes nothing and tries again next time', async () => {
    await catchUpChanges('v1', server('v1', {}));
    const offline = vi.fn(async (url: string): Promise<PageData<unknown>> => {
      throw new PageDataError('network', url, null);
    });
    expect(await catchUpChanges('v2', offline)).toEqual({ updated: false, since: 'v1' });
    expect(await reloadDeviceChanges()).toMatchObject({ caughtUp: 'v1' });
  });

  it('starts again from the version shown when the server no longer knows the one it caught up with', async () => {
    await catchUpChanges('v1', server('v1', {}));
    expect(await catchUpChanges('v9', server('v9', {}))).toEqual({ updated: true, since: null });
    expect(await reloadDeviceChanges()).toMatchObject({ seen: 'v9', caughtUp: 'v9' });
  });
});
