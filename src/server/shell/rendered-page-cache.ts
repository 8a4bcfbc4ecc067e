import type { RenderResult } from '../../shared/rendered-page.ts';

/** What rendered pages may hold in memory at most, by default: their markup, in UTF-16 as strings are kept. */
export const RENDERED_PAGES_MAX_BYTES = 32 * 1024 * 1024;

export interface RenderedPageCache {
  /**
   * The render of `key` (locale, path and query) for a schedule version: kept from an earlier
   * request, shared with one in progress, or rendered now. A failed render is not kept.
   */
  readonly get: (version: string, key: string, render: () => Promise<RenderResult | null>) => Promise<RenderResult | null>;
  /** The bytes held now. */
  readonly bytes: () => number;
}

interface Entry {
  readonly result: Promise<RenderResult | null>;
  bytes: number;
}

const sizeOf = (result: RenderResult | null) => (result ? (result.html.length + result.head.length) * 2 : 0);

/**
 * Rendered pages of the version served, by URL, as page data is kept (§5), within a memory bound
 * (§15): the least recently used go first, so URLs made up by strangers cannot fill the memory.
 * A new version starts afresh.
 */
export function createRenderedPageCache(maxBytes = RENDERED_PAGES_MAX_BYTES): RenderedPageCache {
  let version: string | null = null;
  const entries = new Map<string, Entry>();
  let held = 0;

  const evict = () => {
    for (const [key, entry] of entries) {
      if (held <= maxBytes) break;
      entries.delete(key);
      held -= entry.bytes;
    }
  };

  return {
    get(forVersion, key, render) {
      if (forVersion !== version) {
        entries.clear();
        held = 0;
        version = forVersion;
      }
      const cached = entries.get(key);
      if (cached) {
        // Most recently used last: the first entries are the first to go.
        entries.delete(key);
        entries.set(key, cached);
        return cached.result;
      }
      const entry: Entry = { result: render(), bytes: 0 };
      entries.set(key, entry);
      entry.result.then(
        (result) => {
          if (entries.get(key) !== entry) return;
          entry.bytes = sizeOf(result);
          held += entry.bytes;
          evict();
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.result;
    },
    bytes: () => held,
  };
}
