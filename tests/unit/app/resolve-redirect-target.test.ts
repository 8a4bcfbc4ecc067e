import { describe, expect, it, vi } from 'vitest';
import type { PageDataClient } from '../../../src/runtime/page-data/page-data-client.ts';
import { PageDataError } from '../../../src/runtime/page-data/page-data-error.ts';
import { resolveRedirectTarget } from '../../../src/app/resolve-redirect-target.ts';

function client(load: PageDataClient['load']): PageDataClient {
  return { peek: () => undefined, isFresh: () => false, load, revalidate: load, invalidate: () => undefined, clear: () => undefined };
}

describe('resolveRedirectTarget', () => {
  it.each(['/events/12', '/de/events/12?ref=x', '/fr'])('takes %s as it is, at once, without loading anything', (to) => {
    const load = vi.fn<PageDataClient['load']>();
    expect(resolveRedirectTarget(to, client(load))).toBe(to);
    expect(load).not.toHaveBeenCalled();
  });

  it.each([
    ['/days/<first-day>', '/days/2026-02-01'],
    ['/de/days/<first-day>?view=grid', '/de/days/2026-02-01?view=grid'],
  ])('fills %s in with the first day of the home page data, stale or not: %s', async (to, expected) => {
    const load = vi.fn<PageDataClient['load']>(async () => ({ version: 'v1', data: { days: [{ date: '2026-02-01' }, { date: '2026-02-02' }] } }));
    await expect(resolveRedirectTarget(to, client(load))).resolves.toBe(expected);
    expect(load).toHaveBeenCalledExactlyOnceWith('/data/index.json', { staleOk: true });
  });

  it('leaves the day empty for a schedule without days, as the server does', async () => {
    const load = vi.fn<PageDataClient['load']>(async () => ({ version: 'v1', data: { days: [] } }));
    await expect(resolveRedirectTarget('/days/<first-day>', client(load))).resolves.toBe('/days/');
  });

  it('passes a page-data failure on to the router', async () => {
    const error = new PageDataError('network', '/data/index.json', null);
    await expect(
      resolveRedirectTarget(
        '/days/<first-day>',
        client(() => Promise.reject(error)),
      ),
    ).rejects.toBe(error);
  });
});
