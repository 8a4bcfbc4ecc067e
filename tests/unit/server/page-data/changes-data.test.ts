import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../../../../src/server/app.ts';
import { createChangesData } from '../../../../src/server/page-data/changes-data.ts';
import { cachedUrls } from '../../../../src/server/page-data/body-cache.ts';
import { indexSchedule } from '../../../../src/server/page-data/schedule-index.ts';
import { diffSchedules } from '../../../../src/server/schedule/diff-schedules.ts';
import type { Schedule } from '../../../../src/server/schedule/model.ts';
import { saveScheduleVersion } from '../../../../src/server/store/schedule-versions.ts';
import type { ChangesData } from '../../../../src/shared/schedule-changes.ts';
import { event, SAMPLE_SCHEDULE } from '../fixtures/sample-schedule.ts';
import { openTestStore } from '../test-store.ts';

const SHELL = '<!doctype html><html lang="en"><head><title>Hallway</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>';
const distDir = mkdtempSync(join(tmpdir(), 'hallway-changes-'));
writeFileSync(join(distDir, 'index.html'), SHELL);

const [opening, duplicate, afterMidnight, dayTwo] = SAMPLE_SCHEDULE.events as [Schedule['events'][number], ...Schedule['events']];

/**
 * The second version: the opening renumbered (same guid) and moved to Room B, the duplicate
 * removed, day two cancelled, one event added.
 */
const REPUBLISHED: Schedule = {
  ...SAMPLE_SCHEDULE,
  events: [
    { ...opening, id: '112', room: 'Room B' },
    afterMidnight!,
    { ...dayTwo!, cancelled: true },
    event({ id: '50', guid: 'n1', title: 'Late addition', start: '2026-02-02T11:00:00+01:00', end: '2026-02-02T11:30:00+01:00', day: '2026-02-02', room: 'Room B' }),
  ],
};

async function publishedTwice(options: { cacheSize?: number } = {}) {
  const store = await openTestStore();
  const first = await saveScheduleVersion(store, { raw: 'first', source: 'a.json', schedule: SAMPLE_SCHEDULE, warnings: [], now: new Date('2026-01-30T10:00:00Z') });
  const second = await saveScheduleVersion(store, { raw: 'second', source: 'b.json', schedule: REPUBLISHED, warnings: [], now: new Date('2026-02-01T07:45:00Z') });
  const diff = vi.fn(diffSchedules);
  const index = indexSchedule(second.schedule, second.version);
  const app = createApp({ distDir, getIndex: () => index, changesData: createChangesData(store, { diff, ...options }) });
  const get = (path: string, headers: Record<string, string> = {}) => Promise.resolve(app.request(`http://localhost${path}`, { headers }));
  return { store, first, second, index, diff, get };
}

const dataOf = async (response: Response) => ((await response.json()) as { version: string; data: ChangesData & { conference: { timeZone: string } } }).data;

describe('/data/changes/:since.json', () => {
  it('answers the changes from a stored version to the one served, renamed events included', async () => {
    const { first, second, get } = await publishedTwice();
    const response = await get(`/data/changes/${first.version}.json`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { version: string; data: ChangesData & { conference: { timeZone: string } } };
    expect(body.version).toBe(second.version);
    const { data } = body;
    expect(data).toMatchObject({ from: first.version, to: second.version, publishedAt: '2026-02-01T07:45:00.000Z', conference: { timeZone: 'Europe/Brussels' } });
    expect(data.counts).toEqual({ moved: 1, cancelled: 1, new: 1, removed: 1, changed: 0, unchanged: 1 });
    expect(data.renamed).toEqual([{ from: '12', to: '112' }]);
    expect(data.changes.map((change) => [change.kind, change.id])).toEqual([
      ['moved', '112'],
      ['cancelled', '41'],
      ['new', '50'],
      ['removed', duplicate!.id],
    ]);
    expect(data.changes[0]).toMatchObject({ previousId: '12', before: { room: 'Main Hall' }, after: { room: 'Room B' } });
  });

  it('answers no changes for the version served itself', async () => {
    const { second, get } = await publishedTwice();
    const data = await dataOf(await get(`/data/changes/${second.version}.json`));
    expect(data).toMatchObject({ from: second.version, to: second.version, changes: [], renamed: [] });
    expect(data.counts).toEqual({ moved: 0, cancelled: 0, new: 0, removed: 0, changed: 0, unchanged: 4 });
  });

  it('is a 404 for a version no import produced, and keeps nothing for it', async () => {
    const { index, get, diff } = await publishedTwice();
    for (const since of ['unknown', '0123456789abcdef', "x'; DROP TABLE schedule_versions; --"]) {
      const response = await get(`/data/changes/${encodeURIComponent(since)}.json`);
      expect(response.status).toBe(404);
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect(await response.json()).toMatchObject({ error: 'not-found' });
    }
    expect(diff).not.toHaveBeenCalled();
    expect(cachedUrls(index).filter((url) => url.startsWith('/data/changes/'))).toEqual([]);
  });

  it('carries the public caching headers: the served version as ETag, no-cache, 304 when unchanged', async () => {
    const { first, second, get } = await publishedTwice();
    const response = await get(`/data/changes/${first.version}.json`);
    expect(response.headers.get('ETag')).toBe(`W/"${second.version}"`);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(response.headers.get('Vary')).not.toContain('Cookie');
    const again = await get(`/data/changes/${first.version}.json`, { 'If-None-Match': `W/"${second.version}"` });
    expect(again.status).toBe(304);
  });

  it('computes each diff once, however often it is asked for, gzipped or not', async () => {
    const { first, get, diff } = await publishedTwice();
    const plain = await (await get(`/data/changes/${first.version}.json`)).text();
    await get(`/data/changes/${first.version}.json`, { 'Accept-Encoding': 'gzip' });
    expect(await (await get(`/data/changes/${first.version}.json`)).text()).toBe(plain);
    expect(diff).toHaveBeenCalledTimes(1);
  });

  it('keeps a bounded number of diffs: the least recently asked for is computed again', async () => {
    const { store, first, get, diff } = await publishedTwice({ cacheSize: 2 });
    const others = [];
    for (const raw of ['third', 'fourth'])
      others.push(await saveScheduleVersion(store, { raw, source: 'x.json', schedule: { ...SAMPLE_SCHEDULE, events: [opening!] }, warnings: [] }));
    // The served index stays the second version; the later imports are only stored.
    for (const since of [first.version, others[0]!.version, first.version, others[1]!.version, first.version]) await get(`/data/changes/${since}.json`);
    expect(diff).toHaveBeenCalledTimes(3);
    await get(`/data/changes/${others[0]!.version}.json`);
    expect(diff).toHaveBeenCalledTimes(4);
  });

  it('is a 404 on an app without stored versions', async () => {
    const { second } = await publishedTwice();
    const bare = createApp({ getIndex: () => indexSchedule(second.schedule, second.version) });
    expect((await bare.request(`/data/changes/${second.version}.json`)).status).toBe(404);
  });
});

describe('a direct load of /changes/:since', () => {
  it('renders the shell with the changes inlined and the page title', async () => {
    const { first, get } = await publishedTwice();
    const response = await get(`/changes/${first.version}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>What changed — Sample Conf</title>');
    const inlined = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null';
    const data = (JSON.parse(inlined) as { data: ChangesData }).data;
    expect(data.from).toBe(first.version);
    expect(data.counts.moved).toBe(1);
  });

  it('is a 404 for an unknown version', async () => {
    const { get } = await publishedTwice();
    const response = await get('/changes/unknown');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<meta name="robots" content="noindex">');
  });
});
