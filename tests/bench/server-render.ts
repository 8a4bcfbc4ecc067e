// Server render time per page (DESIGN §5, §14): every public page of the manifest rendered by the
// built render entry (dist/server/render.js, as the server loads it), uncached, in English; the
// median and the 99th percentile per kind of page and over all of them, and the HTML's size.
// For the demo and, when present, ../shared/data/39c3-everything.schedule.json.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync } from 'node:zlib';
import { PAGE_DATA_BUILDERS } from '../../src/shared/build-page-data.ts';
import { readPageDataUrl } from '../../src/shared/location.ts';
import type { PageDataManifest } from '../../src/shared/page-data.ts';
import { createApp } from '../../src/server/app.ts';
import { indexSchedule, type ScheduleIndex } from '../../src/server/page-data/schedule-index.ts';
import { generateDemoSchedule } from '../../src/server/schedule/demo/generate-demo-schedule.ts';
import { importSchedule } from '../../src/server/schedule/import-schedule.ts';
import { loadRender } from '../../src/server/shell/load-render.ts';

const LARGEST = join(import.meta.dirname, '../../../shared/data/39c3-everything.schedule.json');
const DIST = join(import.meta.dirname, '../../dist');

const loaded = await loadRender(DIST);
if (!loaded) throw new Error('No render entry in dist/: run `npm run build`.');
const render = loaded;

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

async function measure(label: string, index: ScheduleIndex): Promise<void> {
  const app = createApp({ getIndex: () => index });
  const manifest = (await (await app.request('/data/manifest.json')).json()) as PageDataManifest;
  const byKind = new Map<string, number[]>();
  const sizes: number[] = [];
  let brotli = 0;
  // One warm-up pass: the first render of each screen loads its chunk and compiles its code.
  for (const pass of ['warm', 'measured']) {
    for (const url of manifest.pages) {
      const reading = readPageDataUrl(url);
      if (!reading) continue;
      const build = PAGE_DATA_BUILDERS[reading.route.name];
      const data = build?.(index, reading.params);
      if (data === undefined || data === null) continue;
      const started = performance.now();
      const result = await render(reading.path, { status: 200, pageData: { version: index.version, data } }, 'en');
      const took = performance.now() - started;
      if (pass === 'warm' || !result) continue;
      const times = byKind.get(reading.route.name) ?? [];
      times.push(took);
      byKind.set(reading.route.name, times);
      sizes.push(result.html.length);
      brotli += brotliCompressSync(result.html).length;
    }
  }
  const all = [...byKind.values()].flat().sort((a, b) => a - b);
  console.log(
    `server render, ${label}: ${all.length} pages, median ${ms(percentile(all, 50))}, p99 ${ms(percentile(all, 99))}, max ${ms(all.at(-1) ?? 0)}; markup ${Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length / 1024)} KB a page on average (${Math.round(brotli / sizes.length / 1024)} KB Brotli)`,
  );
  for (const [kind, times] of [...byKind].sort((a, b) => b[1].length - a[1].length)) {
    const sorted = times.sort((a, b) => a - b);
    console.log(`  ${kind.padEnd(9)} ${String(sorted.length).padStart(4)} pages  median ${ms(percentile(sorted, 50)).padStart(9)}  p99 ${ms(percentile(sorted, 99)).padStart(9)}`);
  }
}

function indexOf(file: string | Uint8Array, version: string): ScheduleIndex {
  const imported = importSchedule(file);
  if (!imported.ok) throw new Error(`the schedule was refused: ${imported.problems[0]?.message ?? ''}`);
  return indexSchedule(imported.schedule, version);
}

await measure('demo', indexOf(JSON.stringify(generateDemoSchedule()), 'bench-demo'));
if (existsSync(LARGEST)) await measure('39c3-everything.schedule.json', indexOf(readFileSync(LARGEST), 'bench-39c3'));
else console.log(`server render: ${LARGEST} is absent; only the demo was measured.`);
