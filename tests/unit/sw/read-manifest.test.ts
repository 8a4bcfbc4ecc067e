import { describe, expect, it, vi } from 'vitest';
import { readManifest } from '../../../sw/read-manifest.ts';
import { MANIFEST_PATH } from '../../../sw/route-page-data.ts';

// The manifest's path is the page-data route's, whose Workbox modules need a real service
// worker (`self`) just to load; nothing here routes requests.
vi.mock('workbox-routing', () => ({ registerRoute: vi.fn() }));
vi.mock('workbox-strategies', () => ({ StaleWhileRevalidate: class {} }));

function answerManifest(answer: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('readManifest', () => {
  it('asks the network, never a cache, for the version and its pages', async () => {
    const fetch = answerManifest(() => Response.json({ version: 'B', pages: ['/data/index.json', '/data/speakers.json'] }));
    await expect(readManifest()).resolves.toEqual({ version: 'B', pages: ['/data/index.json', '/data/speakers.json'] });
    expect(fetch).toHaveBeenCalledWith(MANIFEST_PATH, expect.objectContaining({ cache: 'no-store' }));
  });

  it('leaves out whatever in the list is not a path', async () => {
    answerManifest(() => Response.json({ version: 'B', pages: ['/data/index.json', 7, null] }));
    await expect(readManifest()).resolves.toEqual({ version: 'B', pages: ['/data/index.json'] });
  });

  it.each([
    ['offline', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server error', () => Response.json({ error: 'internal', message: 'Internal error', digest: 'd1' }, { status: 503 })],
    ['an HTML page', () => new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } })],
    ['no version', () => Response.json({ pages: [] })],
    ['no list of pages', () => Response.json({ version: 'B' })],
    ['null', () => Response.json(null)],
  ])('answers null when %s', async (_what, answer) => {
    answerManifest(answer);
    await expect(readManifest()).resolves.toBeNull();
  });
});
