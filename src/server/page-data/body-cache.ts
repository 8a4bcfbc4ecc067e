import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ScheduleIndex } from './schedule-index.ts';

/**
 * Brotli quality of a body compressed while a request waits (not precompressed yet): on the
 * 39C3 schedule's 1,681 bodies, quality 5 takes 0.2 s in all (the 1.4 MB search documents 36 ms)
 * and gives 2.00 MB; quality 9 takes 3.5 s for 1.98 MB, no better worth having.
 */
export const ON_REQUEST_BROTLI_QUALITY = 5;
/**
 * Brotli quality of the prebuild, off the event loop: 1.78 MB for the same bodies (11 % fewer
 * bytes than quality 5) in about 7 s of one worker thread per version, 2 s of it the search
 * documents alone, which is why no request ever waits for it.
 */
export const PRECOMPRESSED_BROTLI_QUALITY = 11;

export interface CachedBody {
  readonly json: string;
  /** Gzipped on first use, then kept. */
  readonly gzip: () => Uint8Array<ArrayBuffer>;
  /** Brotli bytes: the precompressed ones when ready, else compressed fast on first use and kept. */
  readonly brotli: () => Uint8Array<ArrayBuffer>;
  /** Compresses with Brotli at its best quality on a worker thread, once, and keeps that from then on. */
  readonly precompressBrotli: () => Promise<void>;
}

const brotliParams = (json: string, quality: number) => ({
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json),
  },
});

/** Text in Brotli at the on-request quality, as a request waits for it (a body not precompressed yet, a page). */
export function brotliOnRequest(text: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(brotliCompressSync(text, brotliParams(text, ON_REQUEST_BROTLI_QUALITY)));
}

// Keyed by the index: a new schedule version starts with an empty cache, the old one is collected.
const CACHES = new WeakMap<ScheduleIndex, Map<string, CachedBody>>();

function cacheOf(index: ScheduleIndex): Map<string, CachedBody> {
  let cache = CACHES.get(index);
  if (!cache) CACHES.set(index, (cache = new Map()));
  return cache;
}

/** A serialised body, compressed when first asked for in each encoding. */
export function serialisedBody(value: unknown): CachedBody {
  const json = JSON.stringify(value);
  let gzipped: Uint8Array<ArrayBuffer> | undefined;
  let brotli: Uint8Array<ArrayBuffer> | undefined;
  let precompressing: Promise<void> | undefined;
  return {
    json,
    gzip: () => (gzipped ??= new Uint8Array(gzipSync(json))),
    brotli: () => (brotli ??= brotliOnRequest(json)),
    // On libuv's thread pool: seconds of CPU for the largest bodies, none of it on the event loop.
    // An answer already sent keeps the bytes it was given; later ones get the smaller bytes.
    precompressBrotli: () =>
      (precompressing ??= new Promise((resolve, reject) => {
        brotliCompress(json, brotliParams(json, PRECOMPRESSED_BROTLI_QUALITY), (error, result) => {
          if (error) return reject(error);
          brotli = new Uint8Array(result);
          resolve();
        });
      })),
  };
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
