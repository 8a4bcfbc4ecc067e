import { describe, expect, it, vi } from 'vitest';
import { fetchPageData, PAGE_REQUEST } from '../../../sw/fetch-page-data.ts';
import { isStaleGeneration, newPageGeneration } from '../../../sw/page-generations.ts';

/** A network whose answer to each request the test gives when it likes. */
function stubNetwork() {
  const answers: ((response: Response) => void)[] = [];
  const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => new Promise<Response>((resolve) => answers.push(resolve)));
  vi.stubGlobal('fetch', fetch);
  const answer = async (response: Response) => {
    await vi.waitFor(() => expect(answers.length).toBeGreaterThan(0));
    answers.shift()?.(response);
  };
  return { fetch, answer };
}

describe('fetchPageData', () => {
  it('asks past the HTTP cache with the session cookie, and keeps the body unread for the cache', async () => {
    const { fetch, answer } = stubNetwork();
    const fetching = fetchPageData('/data/index.json');
    await answer(Response.json({ version: 'B', data: {} }));
    const page = await fetching;
    expect(fetch).toHaveBeenCalledWith('/data/index.json', PAGE_REQUEST);
    expect(PAGE_REQUEST).toEqual({ credentials: 'same-origin', cache: 'no-store' });
    expect(page.text).toBe('{"version":"B","data":{}}');
    expect(page.response.bodyUsed).toBe(false);
  });

  it('notes the generation before asking: a revalidation during the request makes the answer stale', async () => {
    const { answer } = stubNetwork();
    const fetching = fetchPageData('/data/events/41.json');
    newPageGeneration('/data/events/41.json');
    await answer(Response.json({ version: 'B', data: {} }));
    const page = await fetching;
    expect(isStaleGeneration(page.url, page.generation)).toBe(true);
  });

  it('rejects when offline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(fetchPageData('/data/index.json')).rejects.toThrow(TypeError);
  });
});
