import { describe, expect, it, vi } from 'vitest';
import { createRenderedPageCache } from '../../../../src/server/shell/rendered-page-cache.ts';
import type { RenderResult } from '../../../../src/shared/rendered-page.ts';

const page = (html: string): RenderResult => ({ html, head: '', status: 200 });

describe('rendered pages kept in memory', () => {
  it('renders a URL of a version once, however many ask at the same time', async () => {
    const cache = createRenderedPageCache();
    const render = vi.fn(async () => page('<h1>Day 1</h1>'));
    const answers = await Promise.all([cache.get('v1', 'en /days/1', render), cache.get('v1', 'en /days/1', render), cache.get('v1', 'en /days/1', render)]);
    expect(render).toHaveBeenCalledTimes(1);
    expect(answers.map((answer) => answer?.html)).toEqual(['<h1>Day 1</h1>', '<h1>Day 1</h1>', '<h1>Day 1</h1>']);
  });

  it('starts afresh with a new version', async () => {
    const cache = createRenderedPageCache();
    await cache.get('v1', 'en /', async () => page('old'));
    expect((await cache.get('v2', 'en /', async () => page('new')))?.html).toBe('new');
    expect(cache.bytes()).toBe('new'.length * 2);
  });

  it('keeps no more than its bound, the least recently used going first', async () => {
    const cache = createRenderedPageCache(1000);
    const html = 'x'.repeat(200); // 400 bytes each
    await cache.get('v1', 'a', async () => page(html));
    await cache.get('v1', 'b', async () => page(html));
    await cache.get('v1', 'a', async () => page('not asked'));
    await cache.get('v1', 'c', async () => page(html));
    expect(cache.bytes()).toBeLessThanOrEqual(1000);
    const again = vi.fn(async () => page(html));
    await cache.get('v1', 'a', again);
    expect(again).not.toHaveBeenCalled();
    await cache.get('v1', 'b', again);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('holds the bound however many made-up URLs are asked for', async () => {
    const cache = createRenderedPageCache(64 * 1024);
    for (let i = 0; i < 2000; i++) await cache.get('v1', `en /events/${i}`, async () => page('y'.repeat(1000)));
    expect(cache.bytes()).toBeLessThanOrEqual(64 * 1024);
  });

  it('does not keep a render that failed', async () => {
    const cache = createRenderedPageCache();
    await expect(cache.get('v1', 'en /', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect((await cache.get('v1', 'en /', async () => page('now')))?.html).toBe('now');
  });
});
