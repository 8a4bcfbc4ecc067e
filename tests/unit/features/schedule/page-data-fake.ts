import { vi } from 'vitest';
import type { PageDataClient } from '../../../../src/runtime/page-data/page-data-client.ts';
import { PageDataError } from '../../../../src/runtime/page-data/page-data-error.ts';

export interface FakePageDataOptions {
  /** Page data by URL, answered by `load`. */
  readonly pages?: Readonly<Record<string, unknown>>;
  /** What the memory cache already holds, answered by `peek` too. */
  readonly cached?: Readonly<Record<string, unknown>>;
  /** Every load fails as a request that got no answer. */
  readonly offline?: boolean;
  /** Loads never settle. */
  readonly pending?: boolean;
}

/** A page-data client over fixed pages: a missing URL answers 404, `offline` fails every load on the network. */
export function fakePageData({ pages = {}, cached = {}, offline = false, pending = false }: FakePageDataOptions = {}) {
  const all: Readonly<Record<string, unknown>> = { ...pages, ...cached };
  const load = vi.fn<PageDataClient['load']>((url) => {
    if (pending) return new Promise(() => undefined);
    if (offline) return Promise.reject(new PageDataError('network', url, null));
    return url in all ? Promise.resolve({ version: 'v-test', data: all[url] }) : Promise.reject(new PageDataError('not-found', url, 404));
  });
  const client: PageDataClient = {
    peek: (url) => (url in cached ? { pageData: { version: 'v-test', data: cached[url] }, fetchedAt: 0 } : undefined),
    isFresh: (url) => url in cached,
    load,
    revalidate: load,
    invalidate: () => undefined,
    clear: () => undefined,
  };
  return { client, load };
}
