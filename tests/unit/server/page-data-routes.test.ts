import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../../../src/server/app.ts';
import type { DayData, EventData, HomeData, PageData, PageDataManifest, SearchData, SpeakerData } from '../../../src/shared/page-data.ts';
import { event, SAMPLE_SCHEDULE, SAMPLE_VERSION, sampleIndex } from './fixtures/sample-schedule.ts';

const app = createApp({ getIndex: () => sampleIndex() });
const get = (path: string, headers: Record<string, string> = {}) => Promise.resolve(app.request(path, { headers }));
const json = async <T>(path: string) => (await (await get(path)).json()) as PageData<T>;

describe('page data', () => {
  it('answers every URL of the manifest with 200 and { version, data }', async () => {
    const manifest = (await (await get('/data/manifest.json')).json()) as PageDataManifest;
    expect(manifest.version).toBe(SAMPLE_VERSION);
    expect(manifest.pages).toEqual(
      expect.arrayContaining([
        '/data/index.json',
        '/data/days/2026-02-01.json',
        '/data/events/12-2.json',
        '/data/speakers/p1.json',
        '/data/tracks/web.json',
        '/data/rooms/room-b.json',
        '/data/speakers.json',
        '/data/tracks.json',
        '/data/rooms.json',
        '/data/search.json',
      ]),
    );
    // Only public data: the warm-up must never fetch private pages.
    expect(manifest.pages.some((page) => page.includes('account') || page.includes('admin'))).toBe(false);
    for (const page of manifest.pages) {
      const response = await get(page);
      expect(response.status, page).toBe(200);
      expect((await response.json()).version, page).toBe(SAMPLE_VERSION);
    }
    expect(manifest.pages).toHaveLength(1 + 2 + 4 + 1 + 2 + 1 + 1 + 1 + 2 + 1);
  });

  it('builds the home page from the whole conference', async () => {
    const { data } = await json<HomeData>('/data/index.json');
    expect(data.conference.title).toBe('Sample Conf');
    expect(data.days.map((day) => [day.date, day.eventCount])).toEqual([
      ['2026-02-01', 3],
      ['2026-02-02', 1],
    ]);
    expect(data.eventCount).toBe(4);
    expect(data.speakerCount).toBe(2);
  });

  it('gives the home page the first slot: every event at the earliest start of an event not cancelled', async () => {
    const { data } = await json<HomeData>('/data/index.json');
    expect(data.firstSlot?.start).toBe('2026-02-01T09:30:00+01:00');
    expect(data.firstSlot?.events.map((item) => item.id)).toEqual(['12']);

    // A cancelled event earlier does not open the conference; two events at the first start both do.
    const earlier = event({
      id: 'x',
      title: 'Cancelled early',
      start: '2026-02-01T09:00:00+01:00',
      end: '2026-02-01T09:15:00+01:00',
      day: '2026-02-01',
      room: 'Room B',
      cancelled: true,
    });
    const alongside = event({ id: 'y', title: 'Alongside', start: '2026-02-01T09:30:00+01:00', end: '2026-02-01T10:30:00+01:00', day: '2026-02-01', room: 'Room B' });
    const other = createApp({ getIndex: () => sampleIndex({ ...SAMPLE_SCHEDULE, events: [...SAMPLE_SCHEDULE.events, earlier, alongside] }) });
    const home = ((await (await other.request('/data/index.json')).json()) as PageData<HomeData>).data;
    expect(home.firstSlot?.start).toBe('2026-02-01T09:30:00+01:00');
    expect(home.firstSlot?.events.map((item) => item.id).sort()).toEqual(['12', 'y']);

    // A schedule with no events has no first slot.
    const empty = createApp({ getIndex: () => sampleIndex({ ...SAMPLE_SCHEDULE, events: [], persons: [] }) });
    expect(((await (await empty.request('/data/index.json')).json()) as PageData<HomeData>).data.firstSlot).toBeNull();
  });

  it('gives search every event with the plain text of its abstract and description, and the speakers, tracks and rooms', async () => {
    const { data } = await json<SearchData>('/data/search.json');
    expect(data.events.map((item) => item.id)).toEqual(['12', '12-2', '40', '41']);
    const opening = data.events.find((item) => item.id === '12')!;
    expect(opening).toMatchObject({ title: 'Opening <script>alert(1)</script>', room: { slug: 'main-hall' }, track: { slug: 'web' } });
    expect(opening.persons.map((person) => person.name)).toEqual(['Ada Example', 'Bo Sample']);
    expect(opening.text).toBe('Welcome to the sample conference, where everything is small.');
    expect(data.events.find((item) => item.id === '41')!.text).toBe('');
    expect(data.speakers).toEqual([
      { id: 'p1', name: 'Ada Example', eventCount: 2 },
      { id: 'p2', name: 'Bo Sample', eventCount: 1 },
    ]);
    expect(data.tracks.map((track) => [track.slug, track.eventCount])).toEqual([['web', 2]]);
    expect(data.rooms.map((room) => [room.slug, room.eventCount])).toEqual([
      ['main-hall', 2],
      ['room-b', 2],
    ]);
    // Public and versioned like every page: the service worker keeps it, an ETag answers 304.
    const response = await get('/data/search.json');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect((await get('/data/search.json', { 'If-None-Match': response.headers.get('ETag')! })).status).toBe(304);
  });

  it('keeps an event after midnight on its conference day', async () => {
    const { data } = await json<DayData>('/data/days/2026-02-01.json');
    expect(data.events.map((event) => event.id)).toEqual(['12', '12-2', '40']);
    expect(data.events[2]).toMatchObject({ start: '2026-02-02T01:00:00+01:00', cancelled: true });
  });

  it('gives an event its room, track, speakers, text and links', async () => {
    const { data } = await json<EventData>('/data/events/12.json');
    expect(data.event).toMatchObject({ id: '12', room: { slug: 'main-hall', name: 'Main Hall' }, track: { slug: 'web', name: 'Web', color: '#225588' } });
    expect(data.event.persons).toEqual([
      { id: 'p1', name: 'Ada Example' },
      { id: 'p2', name: 'Bo Sample' },
    ]);
    expect(data.event.links).toEqual([{ title: 'Slides', url: 'https://example.org/slides' }]);
    expect(data.persons[0]?.biography).toEqual({ paragraphs: [[{ text: 'Ada writes small programs.' }]] });
  });

  it("lists a speaker's events", async () => {
    const { data } = await json<SpeakerData>('/data/speakers/p1.json');
    expect(data.events.map((event) => event.id)).toEqual(['12', '12-2']);
  });

  it.each([
    '/data/events/nope.json',
    '/data/speakers/nope.json',
    '/data/days/2026-03-01.json',
    '/data/tracks/nope.json',
    '/data/rooms/nope.json',
    '/data/nowhere.json',
    '/data/events/12',
    '/data/agenda.json',
    '/data/index/.json',
  ])('answers %s with a JSON 404', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'not-found', message: 'This page could not be found.' });
  });

  it('answers malformed percent-encoding with a JSON 404: it is no page-data URL', async () => {
    const response = await get('/data/events/%E0%A4%A.json');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'not-found' });
  });

  it('sends the same JSON gzipped to a client that accepts gzip', async () => {
    const plain = await (await get('/data/events/12.json')).text();
    const zipped = await get('/data/events/12.json', { 'Accept-Encoding': 'gzip' });
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(zipped.headers.get('Vary')).toContain('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8')).toBe(plain);
  });

  it('sends an ETag per schedule version and answers 304 when the client has it', async () => {
    const first = await get('/data/events/12.json');
    const etag = first.headers.get('ETag');
    expect(etag).toContain(SAMPLE_VERSION);
    expect(first.headers.get('Cache-Control')).toBe('no-cache');
    const again = await get('/data/events/12.json', { 'If-None-Match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const stale = await get('/data/events/12.json', { 'If-None-Match': 'W/"older"' });
    expect(stale.status).toBe(200);
  });

  it('changes the ETag when another version is served', async () => {
    let version = 'one';
    const swapping = createApp({ getIndex: () => sampleIndex(undefined, version) });
    const before = (await swapping.request('/data/index.json')).headers.get('ETag');
    version = 'two';
    const after = await swapping.request('/data/index.json', { headers: { 'If-None-Match': before ?? '' } });
    expect(after.status).toBe(200);
    expect(((await after.json()) as PageData<unknown>).version).toBe('two');
  });

  it.each(['/data/account.json', '/data/admin.json', '/data/admin/reports.json'])('answers private %s with 401 and private, no-store', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(401);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await response.json()).toMatchObject({ error: 'unauthorized' });
  });

  it('answers a server failure with 500, { error, digest }, and logs the same digest', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = createApp({
      getIndex: () => {
        throw new Error('store unavailable');
      },
    });
    const response = await failing.request('/data/index.json');
    expect(response.status).toBe(500);
    const body = (await response.json()) as { error: string; digest: string };
    expect(body.error).toBeTruthy();
    expect(body.digest).toMatch(/^[0-9a-f]{10}$/);
    expect(log.mock.calls.flat().join(' ')).toContain(body.digest);
  });
});
