// Search on the device: the size of /data/search.json (raw and gzip), the time to build the
// index from it, and the time of one query (median of 100: words of titles, prefixes, a typo,
// speakers' names without accents), for the demo and the largest schedule of ../shared/data/.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { buildSearchIndex } from '../../src/features/search/search-index.ts';
import { buildSearchData } from '../../src/shared/build-page-data.ts';
import { indexSchedule } from '../../src/server/page-data/schedule-index.ts';
import { generateDemoSchedule } from '../../src/server/schedule/demo/generate-demo-schedule.ts';
import { importSchedule } from '../../src/server/schedule/import-schedule.ts';

const LARGEST = join(import.meta.dirname, '../../../shared/data/39c3-everything.schedule.json');
const QUERIES = 100;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** 100 queries of the kinds people type, picked evenly from the schedule. */
function queriesFor(titles: readonly string[], names: readonly string[]): string[] {
  const words = titles.flatMap((title) => title.split(/[^\p{L}]+/u).filter((word) => word.length >= 6));
  const pick = <T>(list: readonly T[], k: number) => list[Math.floor((k * 7919) % Math.max(list.length, 1))]!;
  const queries: string[] = [];
  for (let k = 0; queries.length < QUERIES; k++) {
    const word = pick(words, k);
    switch (k % 4) {
      case 0:
        queries.push(word.toLowerCase());
        break;
      case 1:
        queries.push(word.slice(0, 4).toLowerCase());
        break;
      case 2:
        queries.push(`${word.slice(0, 2)}x${word.slice(3)}`.toLowerCase());
        break;
      default:
        queries.push(plain(pick(names, k)));
    }
  }
  return queries;
}

async function measure(name: string, raw: Uint8Array | string): Promise<void> {
  const result = importSchedule(raw);
  if (!result.ok) throw new Error(`${name}: refused`);
  const data = buildSearchData(indexSchedule(result.schedule, 'bench'));
  const json = JSON.stringify({ version: 'bench', data });
  const started = performance.now();
  const index = await buildSearchIndex('bench', data);
  const built = performance.now() - started;
  const queries = queriesFor(
    data.events.map((event) => event.title),
    data.speakers.map((speaker) => speaker.name),
  );
  for (const query of queries.slice(0, 10)) index.search(query); // warm-up
  const times: number[] = [];
  let found = 0;
  for (const query of queries) {
    const at = performance.now();
    found += index.search(query).total;
    times.push(performance.now() - at);
  }
  console.log(
    `search ${name.padEnd(30)} ${String(data.events.length).padStart(5)} events  search.json ${(json.length / 1024).toFixed(0)} KB (gzip ${(gzipSync(json).length / 1024).toFixed(0)} KB)  index built in ${built.toFixed(0)} ms  query ${median(times).toFixed(2)} ms median of ${QUERIES} (max ${Math.max(...times).toFixed(1)} ms, ${(found / QUERIES).toFixed(0)} results on average)`,
  );
}

await measure('demo', JSON.stringify(generateDemoSchedule()));
if (existsSync(LARGEST)) await measure('39c3-everything.schedule.json', readFileSync(LARGEST));
