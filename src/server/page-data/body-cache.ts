import { gzipSync } from 'node:zlib';
import type { ScheduleIndex } from './schedule-index.ts';

export interface CachedBody {
  readonly json: string;
  /** Gzipped on first use, then kept. */
  readonly gzip: () => Uint8Array<ArrayBuffer>;
}

// Keyed by the index: a new schedule version starts with an empty cache, the old one is collected.
const CACHES = new WeakMap<ScheduleIndex, Map<string, CachedBody>>();

function cacheOf(index: ScheduleIndex): Map<string, CachedBody> {
  let cache = CACHES.get(index);
  if (!cache) CACHES.set(index, (cache = new Map()));
  return cache;
}

/** A serialised body, gzipped when first asked for. */
export function serialisedBody(value: unknown): CachedBody {
  const json = JSON.stringify(value);
  let gzipped: Uint8Array<ArrayBuffer> | undefined;
  return { json, gzip: () => (gzipped ??= new Uint8Array(gzipSync(json))) };
}

/** The body already built for this URL of this version, if any. */
export function peekBody(index: ScheduleIndex, key: string): CachedBody | undefined {
  return cacheOf(index).get(key);
}

/**
 * The serialised body of one page-data URL of one schedule version, built once. Callers keep
 * only canonical URLs of the version's manifest here, so the cache is as large as the schedule
 * and no larger, whatever URLs strangers ask for (§15).
 */
export function cachedBody(index: ScheduleIndex, key: string, build: () => unknown): CachedBody {
  const cache = cacheOf(index);
  const cached = cache.get(key);
  if (cached) return cached;
  const body = serialisedBody(build());
  cache.set(key, body);
  return body;
}

/** The URLs whose bodies are kept for this version (what the memory of the cache holds). */
export function cachedUrls(index: ScheduleIndex): readonly string[] {
  return [...cacheOf(index).keys()];
}
