import { describe, expect, it, vi } from 'vitest';
import { fetchPageData } from '../../../sw/fetch-page-data.ts';
import { newPageGeneration } from '../../../sw/page-generations.ts';
import { storePageData } from '../../../sw/store-page-data.ts';
import { FakeCacheStorage } from './fake-cache-storage.ts';

/** A page fetched from a network that answers at once, with Cache Storage in memory. */
async function fetched(path: string) {
  const storage = new FakeCacheStorage();
  vi.stubGlobal('caches', storage);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ version: 'B', data: { path } })),
  );
  return { storage, page: await fetchPageData(path) };
}

describe('storePageData', () => {
  it('writes the page into the named cache and says so', async () => {
    const { storage, page } = await fetched('/data/events/51.json');
    await expect(storePageData('hallway-page-data-B', page)).resolves.toBe(true);
    expect(storage.pathsIn('hallway-page-data-B')).toEqual(['/data/events/51.json']);
  });

  it('writes nothing, and opens no cache, when an action revalidated the page after it was asked for', async () => {
    const { storage, page } = await fetched('/data/events/52.json');
    newPageGeneration('/data/events/52.json');
    await expect(storePageData('hallway-page-data-B', page)).resolves.toBe(false);
    expect(storage.names()).toEqual([]);
  });
});
