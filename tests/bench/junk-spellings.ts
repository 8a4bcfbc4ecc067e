// Memory under junk spellings (§15): the real app over the demo schedule, in-process, asked for
// 6,000 other spellings of one public page (`/data` + k slashes + `days/<date>.json`), then
// 6,000 more of other kinds. Heap measured after a full collection (run with --expose-gc).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServerApp } from '../../src/server/create-server-app.ts';

const SPELLINGS = 6000;
const created = await createServerApp({ dataDir: mkdtempSync(join(tmpdir(), 'hallway-junk-')), schedule: null, scheduleTimeZone: undefined });
if (!created.ok) throw new Error('The demo schedule was refused');
const { app } = created;
await created.schedule.pageDataReady();
const { pages } = (await (await app.request('http://localhost/data/manifest.json')).json()) as { pages: string[] };
const day = pages.find((url) => url.startsWith('/data/days/')) ?? '/data/days/2026-06-10.json';

const heapMb = () => {
  for (let i = 0; i < 3; i += 1) (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

async function ask(paths: (k: number) => string, count = SPELLINGS): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  for (let k = 0; k < count; k += 1) {
    const response = await app.request(`http://localhost${paths(k)}`, { headers: { 'Accept-Encoding': 'gzip' } });
    await response.arrayBuffer();
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  }
  return statuses;
}

const slashed = (k: number) => `/data${'/'.repeat(k + 2)}${day.slice('/data/'.length)}`;
const mixedPath = (k: number) =>
  [`/data/%64ays/${day.slice('/data/days/'.length)}?${k}`, `/%64ata/events/${k}.json`, `/data/de${day.slice('/data'.length)}`, `/data/events/${k}.json`][k % 4] ?? '/';
// Every code path warmed first, so the figures are what the answers keep, not what starting costs.
await ask(slashed, 50);
await ask(mixedPath, 50);
const before = heapMb();
const slashes = await ask((k) => slashed(k + 50));
const afterSlashes = heapMb();
const mixed = await ask((k) => mixedPath(k + 50));
const afterMixed = heapMb();
const show = (statuses: Map<number, number>) => [...statuses].map(([status, count]) => `${count}× ${status}`).join(', ');
console.log(`junk spellings: ${SPELLINGS} of /data + k slashes + ${day.slice('/data/'.length)}: heap ${(afterSlashes - before).toFixed(1)} MB (${show(slashes)})`);
console.log(`junk spellings: ${SPELLINGS} mixed (encoded, prefixed, unknown ids): heap ${(afterMixed - afterSlashes).toFixed(1)} MB (${show(mixed)})`);
await created.store.destroy();
