// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../src/server/app.ts';
import { prebuildPageData } from '../../../src/server/page-data/prebuild-page-data.ts';
import { createScheduleHolder } from '../../../src/server/page-data/schedule-holder.ts';
import { OFFLINE_BUNDLE_URL, type PageDataManifest } from '../../../src/shared/page-data.ts';
import { SAMPLE_SCHEDULE, SAMPLE_VERSION, sampleIndex } from './fixtures/sample-schedule.ts';

const stored = (version: string) => ({ version, source: 'sample', schedule: SAMPLE_SCHEDULE, warnings: [], importedAt: '2026-02-01T00:00:00Z' });
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Every manifest page of an app, the offline bundle and a lean answer, as a browser asks for them: gzipped bytes and identifying headers. */
async function answers(app: ReturnType<typeof createApp>) {
  const gzip = { 'Accept-Encoding': 'gzip' };
  const manifest = (await (await app.request('/data/manifest.json')).json()) as PageDataManifest;
  const all = [];
  for (const page of ['/data/manifest.json', ...manifest.pages, OFFLINE_BUNDLE_URL, '/data/index.json?lean=1']) {
    const response = await app.request(page, { headers: gzip });
    const plain = await app.request(page);
    all.push({
      page,
      status: response.status,
      etag: response.headers.get('ETag'),
      encoding: response.headers.get('Content-Encoding'),
      gzip: Buffer.from(await response.arrayBuffer()).toString('base64'),
      json: await plain.text(),
    });
  }
  return all;
}

describe('prebuildPageData', () => {
  it('builds the manifest and every public page, and the answers are the same bytes as built on request', async () => {
    const onRequest = await answers(createApp({ getIndex: () => sampleIndex() }));
    const index = sampleIndex();
    const built = await prebuildPageData(index);
    // The sample’s manifest lists 15 pages and the search documents; with the manifest itself, the
    // offline bundle and the one lean answer of the version, 19 bodies.
    expect(built).toBe(onRequest.length);
    expect(built).toBe(19);
    expect(await answers(createApp({ getIndex: () => index }))).toEqual(onRequest);
  });

  it('gives the event loop back between slices, so requests are answered while it builds', async () => {
    const index = sampleIndex();
    let done = false;
    const building = prebuildPageData(index, { sliceMs: 0 }).then((count) => {
      done = true;
      return count;
    });
    await turn();
    await turn();
    // A request between two slices is answered at once, from what is built or built for it.
    const response = await createApp({ getIndex: () => index }).request('/data/events/12.json');
    expect(response.status).toBe(200);
    expect(done).toBe(false);
    expect(await building).toBe(19);
  });

  it('stops when aborted: a version no longer served is not built further', async () => {
    const controller = new AbortController();
    const building = prebuildPageData(sampleIndex(), { sliceMs: 0, signal: controller.signal });
    await turn();
    controller.abort();
    const built = await building;
    expect(built).toBeGreaterThan(0);
    expect(built).toBeLessThan(19);
  });
});

describe('createScheduleHolder with prebuild', () => {
  it('builds each version it holds, and stops building the one it replaces', async () => {
    const holder = createScheduleHolder(stored(SAMPLE_VERSION), { prebuild: true });
    const first = holder.pageDataReady();
    holder.replace(stored('v2sample'));
    expect(holder.getIndex().version).toBe('v2sample');
    expect(await first).toBe(0);
    expect(await holder.pageDataReady()).toBe(19);
  });

  it('builds nothing ahead without prebuild', async () => {
    expect(await createScheduleHolder(stored(SAMPLE_VERSION)).pageDataReady()).toBe(0);
  });
});
