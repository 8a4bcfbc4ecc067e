// @vitest-environment node
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../../src/server/app.ts';
import { buildPublicPageData } from '../../../../src/shared/build-page-data.ts';
import { OFFLINE_BUNDLE_URL, type PageDataManifest, type ScheduleBundle } from '../../../../src/shared/page-data.ts';
import { indexSchedule } from '../../../../src/shared/schedule-index.ts';
import { SAMPLE_VERSION, sampleIndex } from '../fixtures/sample-schedule.ts';

const app = createApp({ getIndex: () => sampleIndex() });
const get = (path: string, headers: Record<string, string> = {}) => Promise.resolve(app.request(path, { headers }));

async function bundle(): Promise<ScheduleBundle> {
  const response = await get(OFFLINE_BUNDLE_URL);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { version: string; data: ScheduleBundle };
  expect(body.version).toBe(SAMPLE_VERSION);
  return body.data;
}

describe('the offline bundle and lean answers (§6)', () => {
  it('/data/offline.json is the schedule of the version served, with its ETag, and in Brotli to whom accepts it', async () => {
    const whole = await get(OFFLINE_BUNDLE_URL);
    expect(whole.headers.get('ETag')).toBe((await get('/data/index.json')).headers.get('ETag'));
    expect(whole.headers.get('Cache-Control')).toBe('no-cache');
    const text = await whole.text();
    const compressed = await get(OFFLINE_BUNDLE_URL, { 'Accept-Encoding': 'br' });
    expect(compressed.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString('utf8')).toBe(text);
    const data = (JSON.parse(text) as { data: ScheduleBundle }).data;
    expect(data.events.map((event) => event.id)).toEqual(sampleIndex().schedule.events.map((event) => event.id));
    // What no page shows is not sent.
    expect(data.conference).not.toHaveProperty('dayChange');
  });

  it('every page of the manifest, and the search documents, built from the bundle is the server’s own answer, byte for byte', async () => {
    const data = await bundle();
    const index = indexSchedule(JSON.parse(JSON.stringify(data)) as ScheduleBundle, SAMPLE_VERSION);
    const { pages } = (await (await get('/data/manifest.json')).json()) as PageDataManifest;
    expect(pages.length).toBeGreaterThan(10);
    for (const url of pages) {
      const built = JSON.stringify({ version: SAMPLE_VERSION, data: buildPublicPageData(index, url) });
      expect(built, url).toBe(await (await get(url)).text());
    }
  });

  it('a page asked with ?lean=1 answers its version alone, with the same status and ETag as the whole page', async () => {
    for (const url of ['/data/index.json', '/data/events/12.json', '/data/speakers.json', '/data/search.json']) {
      const whole = await get(url);
      const lean = await get(`${url}?lean=1`);
      expect(lean.status, url).toBe(200);
      expect(await lean.json(), url).toEqual({ version: SAMPLE_VERSION });
      expect(lean.headers.get('ETag'), url).toBe(whole.headers.get('ETag'));
      expect(lean.headers.get('Cache-Control'), url).toBe('no-cache');
    }
    // An unknown page is not found, lean or not; anything else than `lean=1` is the whole page.
    expect((await get('/data/events/no-such-event.json?lean=1')).status).toBe(404);
    expect(await (await get('/data/events/12.json?lean=yes')).text()).toBe(await (await get('/data/events/12.json')).text());
  });

  it('a protected page is never lean: signed out it is unauthorized, as without the query', async () => {
    expect((await get('/data/account.json?lean=1')).status).toBe(401);
    expect((await get('/data/admin.json?lean=1')).status).toBe(401);
  });

  it('builds nothing for a URL that is no public page with data', () => {
    const index = sampleIndex();
    for (const url of [
      '/data/account.json',
      '/data/admin.json',
      '/data/events/no-such-event.json',
      '/data//events/12.json',
      '/data/manifest.json',
      OFFLINE_BUNDLE_URL,
      '/data/agenda.json',
    ]) {
      expect(buildPublicPageData(index, url), url).toBeNull();
    }
  });
});
