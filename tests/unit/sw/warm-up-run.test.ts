// sw/ is written against the WebWorker lib; tests/tsconfig.json has only the DOM one.
/// <reference lib="webworker" />
import { describe, expect, it, vi } from 'vitest';
import { startWarmUpRun, type WarmUpRun } from '../../../sw/warm-up-run.ts';
import { WARM_UP_PROGRESS, pageDataCacheName } from '../../../src/shared/sw-messages.ts';
import { FakeCacheStorage } from './fake-cache-storage.ts';

const PAGES = ['/data/index.json', '/data/events/1.json', '/data/events/2.json', '/data/speakers.json'];

/** A run of version B over PAGES, with `cached` already in B's cache. */
async function startRun(cached: readonly string[] = []) {
  const storage = new FakeCacheStorage();
  vi.stubGlobal('caches', storage);
  for (const path of cached) await storage.cache(pageDataCacheName('B')).put(path, Response.json({ version: 'B', data: {} }));
  const onSettle = vi.fn<(run: WarmUpRun, finished: boolean) => void>();
  const run = await startWarmUpRun({ manifest: { version: 'B', pages: PAGES }, onSettle });
  return { run, onSettle };
}

async function isDone(run: WarmUpRun): Promise<boolean> {
  let done = false;
  void run.done.then(() => (done = true));
  await new Promise<void>((resolve) => setImmediate(resolve));
  return done;
}

describe('startWarmUpRun', () => {
  it('takes what the version’s cache holds as cached and the rest as pending', async () => {
    const { run } = await startRun(['/data/index.json']);
    expect(run.pending()).toEqual(PAGES.slice(1));
    expect(run.isPending('/data/index.json')).toBe(false);
    expect(run.progress()).toEqual({ type: WARM_UP_PROGRESS, version: 'B', cached: 1, total: PAGES.length });
  });

  it('counts each page once, and is done when none is pending', async () => {
    const { run, onSettle } = await startRun(['/data/index.json']);
    run.settle('/data/events/1.json', true);
    run.settle('/data/events/1.json', true);
    // An answer that is not the page at this version: not counted, not retried.
    run.settle('/data/events/2.json', false);
    expect(run.progress()).toMatchObject({ cached: 2 });
    expect(await isDone(run)).toBe(false);
    run.settle('/data/speakers.json', true);
    expect(run.progress()).toMatchObject({ cached: 3, total: PAGES.length });
    expect(await isDone(run)).toBe(true);
    expect(onSettle.mock.calls.map(([, finished]) => finished)).toEqual([false, false, true]);
  });

  it('ignores a page that is not one of its own', async () => {
    const { run, onSettle } = await startRun();
    run.settle('/data/account.json', true);
    expect(run.progress()).toMatchObject({ cached: 0 });
    expect(onSettle).not.toHaveBeenCalled();
  });

  it('is done at once when nothing is missing', async () => {
    const { run } = await startRun(PAGES);
    expect(run.pending()).toEqual([]);
    expect(await isDone(run)).toBe(true);
  });

  it('knows which pages are being written until each write ends', async () => {
    const { run } = await startRun();
    const written = run.beginWriting('/data/events/1.json');
    expect(run.isWriting('/data/events/1.json')).toBe(true);
    expect(run.isWriting('/data/events/2.json')).toBe(false);
    written();
    expect(run.isWriting('/data/events/1.json')).toBe(false);
  });
});
