// @vitest-environment node
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../../src/server/app.ts';
import { serialisedBody } from '../../../../src/server/page-data/body-cache.ts';
import { responseEncoding } from '../../../../src/server/content-encoding.ts';
import { prebuildPageData } from '../../../../src/server/page-data/prebuild-page-data.ts';
import type { PageDataManifest } from '../../../../src/shared/page-data.ts';
import { SAMPLE_SCHEDULE, sampleIndex } from '../fixtures/sample-schedule.ts';

const app = createApp({ getIndex: () => sampleIndex() });
const get = (path: string, headers: Record<string, string> = {}) => Promise.resolve(app.request(path, { headers }));
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('responseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br', 'br'],
    ['BR;Q=0.5', 'br'],
    ['gzip, br;q=0', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['br;q=0.4, gzip;q=0.8', 'gzip'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['*;q=0, gzip', 'gzip'],
    ['x-gzip', 'gzip'],
  ])('chooses for %j: %s', (header, expected) => {
    expect(responseEncoding(header)).toBe(expected);
  });
});

describe('page data in Brotli', () => {
  it('sends Brotli to a client that accepts it, and the bytes decode to the same JSON', async () => {
    const plain = await (await get('/data/events/12.json')).text();
    const response = await get('/data/events/12.json', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toContain('Accept-Encoding');
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=UTF-8');
    expect(brotliDecompressSync(await bytes(response)).toString('utf8')).toBe(plain);
  });

  it('sends gzip to a client that takes only gzip, or has refused Brotli with q=0', async () => {
    const plain = await (await get('/data/index.json')).text();
    for (const accept of ['gzip', 'gzip, deflate', 'gzip, br;q=0']) {
      const response = await get('/data/index.json', { 'Accept-Encoding': accept });
      expect(response.headers.get('Content-Encoding'), accept).toBe('gzip');
      expect(gunzipSync(await bytes(response)).toString('utf8'), accept).toBe(plain);
    }
  });

  it('sends the JSON as it is to a client that takes neither', async () => {
    const plain = await (await get('/data/search.json')).text();
    expect(JSON.parse(plain)).toHaveProperty('data');
    for (const accept of ['identity', 'br;q=0, gzip;q=0']) {
      const response = await get('/data/search.json', { 'Accept-Encoding': accept });
      expect(response.headers.get('Content-Encoding'), accept).toBeNull();
      expect(await response.text(), accept).toBe(plain);
    }
  });

  it('is not compressed a second time by the app’s compress(), which does act on an answer sent as it is', async () => {
    // The search documents are over compress()'s 1 KB threshold.
    const plain = await (await get('/data/search.json')).text();
    expect(plain.length).toBeGreaterThan(1024);
    const br = await get('/data/search.json', { 'Accept-Encoding': 'deflate, br' });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(br)).toString('utf8')).toBe(plain);
    const gzip = await get('/data/search.json', { 'Accept-Encoding': 'deflate, gzip' });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzip)).toString('utf8')).toBe(plain);
    // Only deflate: the page data goes out as it is, and compress() deflates it.
    const deflated = await get('/data/search.json', { 'Accept-Encoding': 'deflate' });
    expect(deflated.headers.get('Content-Encoding')).toBe('deflate');
    expect(inflateSync(await bytes(deflated)).toString('utf8')).toBe(plain);
  });

  it('still answers 304 to a client that has the version, whatever encoding it takes', async () => {
    const first = await get('/data/events/12.json', { 'Accept-Encoding': 'br' });
    const etag = first.headers.get('ETag') ?? '';
    const again = await get('/data/events/12.json', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('Content-Encoding')).toBeNull();
    expect(await again.text()).toBe('');
  });

  it('sends every page of the manifest in Brotli once prebuilt, decoding to the JSON sent as it is', async () => {
    const index = sampleIndex();
    await prebuildPageData(index);
    const prebuilt = createApp({ getIndex: () => index });
    const manifest = (await (await prebuilt.request('/data/manifest.json')).json()) as PageDataManifest;
    for (const page of ['/data/manifest.json', ...manifest.pages]) {
      const response = await prebuilt.request(page, { headers: { 'Accept-Encoding': 'br' } });
      expect(response.headers.get('Content-Encoding'), page).toBe('br');
      const plain = await (await prebuilt.request(page)).text();
      expect(brotliDecompressSync(await bytes(response)).toString('utf8'), page).toBe(plain);
    }
  });
});

describe('serialisedBody', () => {
  it('compresses fast on first use, then keeps the smaller precompressed bytes once they are ready', async () => {
    const events = Array.from({ length: 40 }, (_, k) => ({ ...SAMPLE_SCHEDULE.events[k % SAMPLE_SCHEDULE.events.length], id: String(k), title: `Talk number ${k * 7919}` }));
    const body = serialisedBody({ version: 'v', data: { events } });
    const onRequest = body.brotli();
    expect(body.brotli()).toBe(onRequest);
    await body.precompressBrotli();
    const precompressed = body.brotli();
    expect(precompressed.byteLength).toBeLessThan(onRequest.byteLength);
    for (const encoded of [onRequest, precompressed]) expect(brotliDecompressSync(encoded).toString('utf8')).toBe(body.json);
    // Once is enough: asking again changes nothing.
    await body.precompressBrotli();
    expect(body.brotli()).toBe(precompressed);
  });
});
