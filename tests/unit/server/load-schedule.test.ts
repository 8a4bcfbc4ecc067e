import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_SOURCE, loadSchedule } from '../../../src/server/load-schedule.ts';
import { countScheduleVersions, currentSchedule } from '../../../src/server/store/schedule-versions.ts';
import { openTestStore } from './test-store.ts';

const dir = mkdtempSync(join(tmpdir(), 'hallway-load-'));

function writeSchedule(name: string, title: string): string {
  const file = join(dir, name);
  const event = {
    id: 1,
    guid: 'g-1',
    date: '2026-02-01T10:00:00+01:00',
    start: '10:00',
    duration: '00:30',
    room: 'Hall',
    slug: 'x',
    title: 'Talk',
    subtitle: null,
    track: null,
    type: 'talk',
    language: 'en',
    abstract: '',
    description: '',
    persons: [],
    links: [],
  };
  const day = { index: 1, date: '2026-02-01', day_start: '2026-02-01T09:00:00+01:00', day_end: '2026-02-01T18:00:00+01:00', rooms: { Hall: [event] } };
  const conference = {
    acronym: 'c',
    title,
    start: '2026-02-01',
    end: '2026-02-01',
    daysCount: 1,
    timeslot_duration: '00:15',
    time_zone_name: 'Europe/Brussels',
    rooms: [{ name: 'Hall' }],
    days: [day],
  };
  writeFileSync(file, JSON.stringify({ schedule: { version: '1', conference } }));
  return file;
}

describe('loadSchedule at start-up', () => {
  it('imports the bundled demo into an empty store, once', async () => {
    const store = await openTestStore();
    const first = await loadSchedule({ store, source: null });
    expect(first).toMatchObject({ ok: true, imported: true, stored: { source: DEMO_SOURCE } });
    expect(first.ok && first.stored.schedule.events.length).toBeGreaterThanOrEqual(400);
    const again = await loadSchedule({ store, source: null });
    expect(again).toMatchObject({ ok: true, imported: false });
    expect(await countScheduleVersions(store)).toBe(1);
  });

  it('imports SCHEDULE when it changed, and serves it without SCHEDULE afterwards', async () => {
    const store = await openTestStore();
    const file = writeSchedule('a.json', 'Conference A');
    expect(await loadSchedule({ store, source: file })).toMatchObject({ ok: true, imported: true });
    expect(await loadSchedule({ store, source: file })).toMatchObject({ ok: true, imported: false });
    const later = await loadSchedule({ store, source: null });
    expect(later).toMatchObject({ ok: true, imported: false, stored: { schedule: { conference: { title: 'Conference A' } } } });
  });

  it('refuses an invalid SCHEDULE with its problems and leaves the current schedule untouched', async () => {
    const store = await openTestStore();
    await loadSchedule({ store, source: writeSchedule('good.json', 'Good') });
    const bad = join(dir, 'bad.xml');
    writeFileSync(bad, '<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>News</title></feed>');
    const refused = await loadSchedule({ store, source: bad });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.problems.map((problem) => problem.message).join(' ')).toContain('feed');
    expect((await currentSchedule(store))?.schedule.conference.title).toBe('Good');
    expect(await countScheduleVersions(store)).toBe(1);
  });

  it('says so when SCHEDULE cannot be read', async () => {
    const refused = await loadSchedule({ store: await openTestStore(), source: join(dir, 'missing.json') });
    expect(refused).toMatchObject({ ok: false, problems: [{ where: 'file' }] });
  });
});

describe('loadSchedule from a URL', () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.closeAllConnections();
    server?.close();
    server = undefined;
  });

  /** A local HTTP server answering with `listener`; resolves its URL. */
  async function serve(listener: RequestListener): Promise<string> {
    server = createServer(listener);
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/schedule.json`;
  }

  it('imports a schedule served over HTTP', async () => {
    const body = readFileSync(writeSchedule('served.json', 'Served Conf'));
    const url = await serve((_request, response) => response.end(body));
    expect(await loadSchedule({ store: await openTestStore(), source: url })).toMatchObject({
      ok: true,
      imported: true,
      stored: { schedule: { conference: { title: 'Served Conf' } } },
    });
  });

  it('gives up on a server that does not answer, and keeps the schedule it had', async () => {
    const store = await openTestStore();
    await loadSchedule({ store, source: writeSchedule('kept.json', 'Kept') });
    const url = await serve(() => undefined);
    const refused = await loadSchedule({ store, source: url, fetchTimeoutMs: 200 });
    expect(refused).toMatchObject({ ok: false, problems: [{ where: 'file', message: `Could not read it: ${url} did not answer within 0.2 s` }] });
    expect((await currentSchedule(store))?.schedule.conference.title).toBe('Kept');
  });

  it('refuses a body that goes on past 20 MB without a length, and stops reading it', async () => {
    let sent = 0;
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    const url = await serve((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      const more = () => {
        // Without end: only the reader's giving up stops it.
        while (!response.destroyed && response.write(chunk)) sent += chunk.length;
        if (!response.destroyed) response.once('drain', more);
      };
      more();
    });
    const refused = await loadSchedule({ store: await openTestStore(), source: url });
    expect(refused).toMatchObject({ ok: false, problems: [{ where: 'file', message: expect.stringContaining('schedules over 20 MB are refused') }] });
    expect(sent).toBeLessThan(40 * 1024 * 1024);
  });

  it('says which status a failing server answered', async () => {
    const url = await serve((_request, response) => {
      response.statusCode = 404;
      response.end('no');
    });
    expect(await loadSchedule({ store: await openTestStore(), source: url })).toMatchObject({ ok: false, problems: [{ message: `Could not read it: ${url} answered 404` }] });
  });
});
