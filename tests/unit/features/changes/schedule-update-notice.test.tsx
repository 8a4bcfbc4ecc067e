import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { clear } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ScheduleUpdateNotice from '../../../../src/app/schedule-update-notice.tsx';
import { reloadDeviceChanges, updateDeviceChanges } from '../../../../src/components/changed-events-store.ts';
import { NO_DEVICE_CHANGES } from '../../../../src/components/changed-events.ts';
import { reloadStars } from '../../../../src/features/agenda/use-stars.ts';
import { createPageDataClient } from '../../../../src/runtime/page-data/page-data-client.ts';
import { PageDataClientContext } from '../../../../src/runtime/page-data/page-data-client-context.ts';
import type { Committed } from '../../../../src/runtime/router/navigation-state.ts';
import { RouterStateContext } from '../../../../src/runtime/router/router-state.ts';
import { deviceStore } from '../../../../src/runtime/storage/stores.ts';
import { routeNamed } from '../../../../src/shared/routes.ts';
import type { ChangesData } from '../../../../src/shared/schedule-changes.ts';
import { renderScreen } from '../render-screen.tsx';
import { CONFERENCE } from '../sample-page-data.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const CHANGES: ChangesData = {
  conference: CONFERENCE,
  from: 'v1',
  to: 'v2',
  counts: { moved: 0, cancelled: 0, new: 1, removed: 0, changed: 0, unchanged: 3 },
  changes: [{ kind: 'new', id: 'n', previousId: null, guid: null, title: 'Late addition', before: null, after: null, fields: [] }],
  renamed: [],
  publishedAt: '2026-02-01T07:45:00.000Z',
};

/**
 * The notice over a screen showing `version` (a day, unless What changed with its data), with a
 * server at v2 that knows the changes since v1.
 */
function renderNotice(version: string, shown: { route: string; path: string; data: unknown } = { route: 'day', path: '/days/2026-02-01', data: {} }) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => (String(input) === '/data/changes/v1.json' ? json({ version: 'v2', data: CHANGES }) : json({ error: 'not-found' }, 404)));
  const committed = {
    path: shown.path,
    locale: 'en',
    view: { kind: 'screen', route: routeNamed(shown.route), Screen: () => null, pageData: { version, data: shown.data } },
  } as unknown as Committed;
  renderScreen(
    <PageDataClientContext.Provider value={createPageDataClient({ fetch })}>
      <RouterStateContext.Provider value={{ committed, loading: false, retry: () => undefined, refresh: async () => undefined }}>
        <ScheduleUpdateNotice />
      </RouterStateContext.Provider>
    </PageDataClientContext.Provider>,
    { data: null, path: '/days/2026-02-01' },
  );
  return fetch;
}

beforeEach(async () => {
  await clear(deviceStore());
  await reloadStars();
  await reloadDeviceChanges();
});
afterEach(cleanup);

describe('ScheduleUpdateNotice', () => {
  it('once What changed is on screen, makes the version it shows the one the next What changed starts from', async () => {
    await updateDeviceChanges(() => ({ ...NO_DEVICE_CHANGES, seen: 'v1', caughtUp: 'v2' }));
    renderNotice('v2', { route: 'changes', path: '/changes/v1', data: CHANGES });
    await vi.waitFor(async () => expect((await reloadDeviceChanges()).seen).toBe('v2'));
  });

  it('after a new version, says "Schedule updated" and links to What changed since the version last looked at, until dismissed', async () => {
    await updateDeviceChanges(() => ({ ...NO_DEVICE_CHANGES, seen: 'v1', caughtUp: 'v1' }));
    const fetch = renderNotice('v2');
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Schedule updated');
    const link = screen.getByRole('link', { name: 'What changed' });
    expect(link.getAttribute('href')).toBe('/changes/v1');
    expect(fetch).toHaveBeenCalledWith('/data/changes/v1.json', expect.anything());
    expect((await reloadDeviceChanges()).caughtUp).toBe('v2');

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says nothing on a device’s first version, and remembers it', async () => {
    const fetch = renderNotice('v1');
    await vi.waitFor(async () => expect(await reloadDeviceChanges()).toMatchObject({ seen: 'v1', caughtUp: 'v1' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
