// sw/ is written against the WebWorker lib; tests/tsconfig.json has only the DOM one.
/// <reference lib="webworker" />
// A worker's warm-up with its own Cache Storage, network and windows, for the warm-up's tests.
import { vi } from 'vitest';
import { createWarmUp, type WarmUp } from '../../../sw/warm-page-data.ts';
import type { PageDataVersion } from '../../../sw/page-data-version.ts';
import { MANIFEST_PATH } from '../../../sw/route-page-data.ts';
import { OFFLINE_BUNDLE_URL, type PageDataManifest, type ScheduleBundle } from '../../../src/shared/page-data.ts';
import { pageDataCacheName, type WarmUpProgress } from '../../../src/shared/sw-messages.ts';
import { FAKE_ORIGIN, FakeCacheStorage } from './fake-cache-storage.ts';

export const OLD = 'A';
export const NEW = 'B';
/** Progress is posted at most this often while pages arrive (sw/post-warm-up-progress.ts). */
export const PROGRESS_INTERVAL_MS = 250;

/** Pages with no home page among them: nothing to learn "today" from, so they go in the manifest's order (see warm-up-order.test.ts for the rest). */
export function pagesOf(count: number): string[] {
  return ['/data/tracks.json', ...Array.from({ length: count - 1 }, (_, index) => `/data/events/${index + 1}.json`)];
}

/** What a page answers: its path as data, unless the test gives the data (a home or a day page). */
export type PageBodies = (path: string) => unknown;

export function pageResponse(version: string, path: string, bodies?: PageBodies): Response {
  return Response.json({ version, data: bodies?.(path) ?? { path } });
}

/** One page-data request the worker made; the test decides when and how it settles. */
export class PageRequest {
  open = true;
  readonly #resolve: (response: Response) => void;
  readonly #reject: (reason: unknown) => void;

  constructor(
    readonly path: string,
    resolve: (response: Response) => void,
    reject: (reason: unknown) => void,
  ) {
    this.#resolve = resolve;
    this.#reject = reject;
  }

  /** Answers with that version's page data. */
  answerPage(version: string, bodies?: PageBodies): void {
    this.answer(pageResponse(version, this.path, bodies));
  }

  answer(response: Response): void {
    this.open = false;
    this.#resolve(response);
  }

  /** The network is gone: fetch rejects as browsers do. */
  fail(): void {
    this.open = false;
    this.#reject(new TypeError('Failed to fetch'));
  }
}

/** The network as the worker's `fetch` sees it: the manifest and the offline bundle answer at once, pages when told. */
export class FakeNetwork {
  /** What `/data/manifest.json` answers; null: offline. */
  manifest: PageDataManifest | Response | null;
  /** What `/data/offline.json` answers; null: a 404, as a server without it (pages are then fetched whole). */
  bundle: { readonly version: string; readonly data: ScheduleBundle } | Response | null = null;
  readonly requests: PageRequest[] = [];
  peak = 0;

  readonly fetch = vi.fn((input: RequestInfo | URL, _init?: RequestInit): Promise<Response> => {
    const path = new URL(input instanceof Request ? input.url : String(input), FAKE_ORIGIN).pathname;
    if (path === MANIFEST_PATH) {
      if (this.manifest === null) return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(this.manifest instanceof Response ? this.manifest : Response.json(this.manifest));
    }
    if (path === OFFLINE_BUNDLE_URL) {
      if (this.bundle === null) return Promise.resolve(Response.json({ error: 'not-found' }, { status: 404 }));
      return Promise.resolve(this.bundle instanceof Response ? this.bundle : Response.json(this.bundle));
    }
    return new Promise((resolve, reject) => {
      this.requests.push(new PageRequest(path, resolve, reject));
      this.peak = Math.max(this.peak, this.open().length);
    });
  });

  constructor(manifest: PageDataManifest | Response | null) {
    this.manifest = manifest;
  }

  open(): PageRequest[] {
    return this.requests.filter((request) => request.open);
  }

  /** Paths of the page requests, in the order they started. */
  started(): string[] {
    return this.requests.map((request) => request.path);
  }
}

/** A window client that records what the worker posts to it. */
export function fakeWindow() {
  return { postMessage: vi.fn<(message: unknown) => void>() };
}
export type FakeWindow = ReturnType<typeof fakeWindow>;

/** Lets the worker run until it waits on something the test controls (the network, a timer). */
export async function settle(): Promise<void> {
  for (let round = 0; round < 5; round += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

/** Answers every request with `version`'s data, and every request that follows, until none is open. */
export async function answerEverything(network: FakeNetwork, version: string, bodies?: PageBodies): Promise<void> {
  await settle();
  while (network.open().length > 0) {
    for (const request of network.open()) request.answerPage(version, bodies);
    await settle();
  }
}

export interface Worker {
  readonly warmUp: WarmUp;
  readonly storage: FakeCacheStorage;
  readonly network: FakeNetwork;
  readonly windows: readonly [FakeWindow, FakeWindow];
  readonly version: PageDataVersion & { readonly set: ReturnType<typeof vi.fn> };
}

/** A worker with its own network and two open windows, and its own Cache Storage unless given one (a worker started again). */
export function startWorker(manifest: PageDataManifest | Response | null, known: string | null = null, storage = new FakeCacheStorage()): Worker {
  const network = new FakeNetwork(manifest);
  vi.stubGlobal('caches', storage);
  vi.stubGlobal('fetch', network.fetch);
  const windows = [fakeWindow(), fakeWindow()] as const;
  const scope = { location: new URL('/sw.js', FAKE_ORIGIN), clients: { matchAll: vi.fn(async () => windows) } } as unknown as ServiceWorkerGlobalScope;
  let stored = known;
  const version = {
    current: async () => stored,
    set: vi.fn(async (next: string) => {
      stored = next;
    }),
  };
  return { warmUp: createWarmUp(scope, version), storage, network, windows, version };
}

/** Puts these pages into a version's cache, as an earlier warm-up would have. */
export async function preCache(storage: FakeCacheStorage, version: string, paths: readonly string[], bodies?: PageBodies): Promise<void> {
  for (const path of paths) await storage.cache(pageDataCacheName(version)).put(path, pageResponse(version, path, bodies));
}

export function progressOf(window: FakeWindow): WarmUpProgress[] {
  return window.postMessage.mock.calls.map(([message]) => message as WarmUpProgress);
}

export function manifestFetches(network: FakeNetwork): number {
  return network.fetch.mock.calls.filter(([input]) => String(input) === MANIFEST_PATH).length;
}

export function bundleFetches(network: FakeNetwork): number {
  return network.fetch.mock.calls.filter(([input]) => String(input) === OFFLINE_BUNDLE_URL).length;
}
