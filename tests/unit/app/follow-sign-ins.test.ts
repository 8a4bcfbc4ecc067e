import 'fake-indexeddb/auto';
import { clear, get, keys, set } from 'idb-keyval';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { followSignIns } from '../../../src/app/follow-sign-ins.ts';
import { readFeedback, saveFeedback } from '../../../src/features/event/local-feedback.ts';
import { setStarred, starStore } from '../../../src/features/agenda/use-stars.ts';
import { signedInChanged } from '../../../src/runtime/session/sign-in-hooks.ts';
import { deviceStore } from '../../../src/runtime/storage/stores.ts';

beforeAll(() => followSignIns());
beforeEach(async () => {
  localStorage.clear();
  await clear(deviceStore());
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ ok: true }), { headers: { 'Content-Type': 'application/json' } })),
  );
});

describe('followSignIns', () => {
  it('after a sign-out, the device has forgotten the stars and feedback before the sign-out is over; its own id stays', async () => {
    await set('device-id', 'd-1', deviceStore());
    await setStarred('e1', true);
    await saveFeedback('e1', { rating: 5, comment: 'Great', at: '2026-02-01T10:00:00.000Z' });
    await signedInChanged(false);
    expect(await starStore().all()).toEqual({});
    expect(await readFeedback('e1')).toBeUndefined();
    expect(await keys(deviceStore())).toEqual(['device-id']);
    expect(await get('device-id', deviceStore())).toBe('d-1');
  });

  it('after a sign-in, asks the account for its stars to join them with the device’s', async () => {
    await signedInChanged(true);
    await vi.waitFor(() => expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toContain('/data/account.json'));
  });
});
