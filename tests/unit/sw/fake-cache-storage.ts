/** The worker's origin: Cache Storage keeps absolute URLs, the worker writes relative ones. */
export const FAKE_ORIGIN = 'https://hallway.example';

function urlOf(request: RequestInfo | URL): string {
  const url = request instanceof Request ? request.url : String(request);
  return new URL(url, FAKE_ORIGIN).href;
}

/** One named cache, in memory: what `put` stored, answered as clones like the real one. */
export class FakeCache implements Pick<Cache, 'put' | 'match' | 'keys' | 'delete'> {
  readonly #entries = new Map<string, Response>();

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    // The real Cache refuses a response whose body was already read.
    if (response.bodyUsed) throw new TypeError('Cache.put: the response body is already used');
    this.#entries.set(urlOf(request), response);
  }

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    return this.#entries.get(urlOf(request))?.clone();
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.#entries.delete(urlOf(request));
  }

  async keys(): Promise<readonly Request[]> {
    return [...this.#entries.keys()].map((url) => new Request(url));
  }

  /** The paths held, for assertions. */
  paths(): string[] {
    return [...this.#entries.keys()].map((url) => new URL(url).pathname);
  }
}

/** Just enough of `CacheStorage` for the worker's page-data modules, kept in memory. */
export class FakeCacheStorage implements Pick<CacheStorage, 'open' | 'keys' | 'delete' | 'match' | 'has'> {
  readonly #caches = new Map<string, FakeCache>();

  async open(name: string): Promise<Cache> {
    return this.cache(name) as unknown as Cache;
  }

  async keys(): Promise<string[]> {
    return [...this.#caches.keys()];
  }

  async has(name: string): Promise<boolean> {
    return this.#caches.has(name);
  }

  async delete(name: string): Promise<boolean> {
    return this.#caches.delete(name);
  }

  /** Like the real one: the first cache, in creation order, holding the URL. */
  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    for (const cache of this.#caches.values()) {
      const response = await cache.match(request);
      if (response) return response;
    }
    return undefined;
  }

  /** The named cache, created when missing (as `open` does), without going through a promise. */
  cache(name: string): FakeCache {
    let cache = this.#caches.get(name);
    if (!cache) this.#caches.set(name, (cache = new FakeCache()));
    return cache;
  }

  /** The paths a cache holds, or undefined when there is no such cache; for assertions. */
  pathsIn(name: string): string[] | undefined {
    return this.#caches.get(name)?.paths();
  }

  /** The names of the caches that exist, for assertions. */
  names(): string[] {
    return [...this.#caches.keys()];
  }
}
