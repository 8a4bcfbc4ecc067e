// Bytes and requests to go fully offline (DESIGN §6, §14): the manifest and every URL it lists,
// asked for in-process as the service worker's warm-up asks, once with `Accept-Encoding: gzip`
// and once with `br`, beside the gzip size of the schedule file itself; then where the bytes go
// (by kind of page, and what the answers repeat), and what a shared dictionary would save.
// For the demo and, when present, ../shared/data/39c3-everything.schedule.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants, deflateRawSync, gzipSync } from 'node:zlib';
import { createApp } from '../../src/server/app.ts';
import { ON_REQUEST_BROTLI_QUALITY, PRECOMPRESSED_BROTLI_QUALITY } from '../../src/server/page-data/body-cache.ts';
import { prebuildPageData } from '../../src/server/page-data/prebuild-page-data.ts';
import { indexSchedule } from '../../src/server/page-data/schedule-index.ts';
import { generateDemoSchedule } from '../../src/server/schedule/demo/generate-demo-schedule.ts';
import { importSchedule } from '../../src/server/schedule/import-schedule.ts';
import { LEAN_QUERY, OFFLINE_BUNDLE_URL, type PageDataManifest } from '../../src/shared/page-data.ts';

const LARGEST = join(import.meta.dirname, '../../../shared/data/39c3-everything.schedule.json');
/** Deflate's window: a preset dictionary longer than this is not looked back into. */
const DEFLATE_DICTIONARY_BYTES = 32 * 1024;
/** zstd's default dictionary size when trained (`--maxdict`). */
const ZSTD_DICTIONARY_BYTES = 110 * 1024;

interface Answer {
  readonly url: string;
  readonly json: string;
  readonly gzip: number;
  readonly br: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} KB`;
const utf8 = (text: string) => Buffer.byteLength(text);
const gzipOf = (text: string | Buffer, level = 6) => gzipSync(text, { level }).length;
const brOf = (text: string, quality: number) =>
  brotliCompressSync(text, {
    params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: utf8(text) },
  }).length;
const sum = <T>(list: readonly T[], of: (item: T) => number) => list.reduce((total, item) => total + of(item), 0);

/** The kind of page a page-data URL is: `events`, `speakers (list)`, `index`, `search`, … */
function kindOf(url: string): string {
  const path = url.slice('/data/'.length, -'.json'.length);
  const [first = '', rest] = path.split('/');
  if (rest !== undefined) return first;
  return ['speakers', 'tracks', 'rooms'].includes(first) ? `${first} (list)` : first;
}

interface Warmed {
  /** Every page whole: what the warm-up fetched before the offline bundle, and what a client's prefetch fetches. */
  readonly answers: Answer[];
  /** As the warm-up goes now: the manifest, the offline bundle, and each page's lean answer. */
  readonly lean: { readonly requests: number; readonly gzip: number; readonly br: number; readonly bundleBr: number; readonly bundleRaw: number };
}

async function answersOf(schedule: Uint8Array | string): Promise<Warmed> {
  const imported = importSchedule(schedule);
  if (!imported.ok) throw new Error(`the schedule was refused: ${imported.problems[0]?.message ?? ''}`);
  const index = indexSchedule(imported.schedule, 'bench');
  // As served a moment after start-up: every body built and precompressed (prebuild-page-data.ts).
  await prebuildPageData(index);
  const app = createApp({ getIndex: () => index });
  const ask = async (url: string, encoding: string) => {
    const response = await app.request(url, { headers: { 'Accept-Encoding': encoding } });
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    if ((response.headers.get('Content-Encoding') ?? 'identity') !== encoding) throw new Error(`${url}: not sent in ${encoding}`);
    return Buffer.from(await response.arrayBuffer());
  };
  const manifest = JSON.parse((await ask('/data/manifest.json', 'identity')).toString('utf8')) as PageDataManifest;
  const answers: Answer[] = [];
  for (const url of ['/data/manifest.json', ...manifest.pages]) {
    answers.push({ url, json: (await ask(url, 'identity')).toString('utf8'), gzip: (await ask(url, 'gzip')).length, br: (await ask(url, 'br')).length });
  }
  const warmUrls = ['/data/manifest.json', OFFLINE_BUNDLE_URL, ...manifest.pages.map((url) => `${url}?${LEAN_QUERY}`)];
  let gzip = 0;
  let br = 0;
  for (const url of warmUrls) {
    gzip += (await ask(url, 'gzip')).length;
    br += (await ask(url, 'br')).length;
  }
  const bundleBr = (await ask(OFFLINE_BUNDLE_URL, 'br')).length;
  const bundleRaw = (await ask(OFFLINE_BUNDLE_URL, 'identity')).length;
  return { answers, lean: { requests: warmUrls.length, gzip, br, bundleBr, bundleRaw } };
}

/** Takes a part out of an answer's parsed JSON; false when the answer is not one that part is counted in. */
type Strip = (url: string, page: { data?: Record<string, unknown> }) => boolean;

/** What one repeated part costs: its bytes as sent in every answer, and compressed per answer. */
function repeated(label: string, answers: readonly Answer[], strip: Strip, occurrences: (page: { data?: Record<string, unknown> }) => unknown[]): string {
  let all: string[] = [];
  let gzipWithout = 0;
  let gzipWith = 0;
  let brWithout = 0;
  let brWith = 0;
  let pages = 0;
  for (const answer of answers) {
    const page = JSON.parse(answer.json) as { data?: Record<string, unknown> };
    const parts = occurrences(page).map((part) => JSON.stringify(part));
    if (!strip(answer.url, page)) continue;
    pages += 1;
    all = all.concat(parts);
    const without = JSON.stringify(page);
    gzipWith += gzipOf(answer.json);
    gzipWithout += gzipOf(without);
    brWith += brOf(answer.json, ON_REQUEST_BROTLI_QUALITY);
    brWithout += brOf(without, ON_REQUEST_BROTLI_QUALITY);
  }
  const unique = [...new Set(all)];
  const raw = sum(all, utf8);
  return (
    `  repeated ${label}: ${all.length} copies in ${pages} answers, ${kb(raw)} raw (${kb(sum(unique, utf8))} for the ${unique.length} distinct ones; ` +
    `the concatenation of all copies gzips to ${kb(gzipOf(all.join('\n')))}); costs ${kb(gzipWith - gzipWithout)} of the answers gzipped one by one, ` +
    `${kb(brWith - brWithout)} in Brotli q${ON_REQUEST_BROTLI_QUALITY}`
  );
}

/** zstd with a dictionary trained on these answers, when the zstd command is installed (Chromium's `dcz`). */
function zstdWithDictionary(answers: readonly Answer[]): string | null {
  if (spawnSync('zstd', ['--version']).status !== 0) return null;
  const dir = mkdtempSync(join(tmpdir(), 'hallway-bench-zstd-'));
  try {
    const files = answers.map((answer, k) => {
      const file = join(dir, `${k}.json`);
      writeFileSync(file, answer.json);
      return file;
    });
    const dictionary = join(dir, 'dictionary');
    const trained = spawnSync('zstd', ['-q', '--train', `--maxdict=${ZSTD_DICTIONARY_BYTES}`, '-o', dictionary, ...files]);
    if (trained.status !== 0) return null;
    const sizes = (args: string[], into: string) => {
      const out = join(dir, into);
      mkdirSync(out);
      const run = spawnSync('zstd', ['-q', '-19', '-f', ...args, '--output-dir-flat', out, ...files]);
      if (run.status !== 0) throw new Error(`zstd: ${run.stderr.toString()}`);
      return sum(readdirSync(out), (name) => statSync(join(out, name)).size);
    };
    const plain = sizes([], 'plain');
    const withDictionary = sizes(['-D', dictionary], 'with-dictionary');
    const dictionaryGzip = gzipOf(readFileSync(dictionary));
    return `zstd -19 ${kb(plain)}; with a ${kb(statSync(dictionary).size)} trained dictionary ${kb(withDictionary)}, plus the dictionary itself ${kb(dictionaryGzip)} gzipped = ${kb(withDictionary + dictionaryGzip)}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Each answer compressed against a dictionary of typical answers. Node 20's Brotli takes no
 * custom dictionary and it has no zstd, so raw deflate with a preset dictionary stands in: a
 * 32 KB window, so what a Brotli or zstd dictionary saves is at least this.
 */
function deflateWithDictionary(answers: readonly Answer[]): string {
  // One answer of each kind, then event and speaker pages in turn, until 32 KB: what most answers look like.
  const byKind = new Map<string, Answer[]>();
  for (const answer of answers) byKind.set(kindOf(answer.url), [...(byKind.get(kindOf(answer.url)) ?? []), answer]);
  const typical = [...byKind.values()].map((list) => list[0]!.json);
  const events = byKind.get('events') ?? [];
  const speakers = byKind.get('speakers') ?? [];
  for (let k = 1; utf8(typical.join('')) < DEFLATE_DICTIONARY_BYTES && (events[k] || speakers[k]); k++) {
    for (const answer of [events[k], speakers[k]]) if (answer) typical.push(answer.json);
  }
  // zlib looks back into the end of the dictionary: the most typical text goes last.
  const dictionary = Buffer.from(typical.reverse().join('')).subarray(-DEFLATE_DICTIONARY_BYTES);
  const plain = sum(answers, (answer) => deflateRawSync(answer.json).length);
  const withDictionary = sum(answers, (answer) => deflateRawSync(answer.json, { dictionary }).length);
  const dictionaryGzip = gzipOf(dictionary);
  return (
    `raw deflate ${kb(plain)}; with a ${kb(dictionary.length)} dictionary of typical answers ${kb(withDictionary)}, ` +
    `plus the dictionary itself ${kb(dictionaryGzip)} gzipped = ${kb(withDictionary + dictionaryGzip)}`
  );
}

async function measure(name: string, schedule: Uint8Array | string): Promise<void> {
  const { answers, lean } = await answersOf(schedule);
  const gzip = sum(answers, (answer) => answer.gzip);
  const br = sum(answers, (answer) => answer.br);
  const raw = sum(answers, (answer) => utf8(answer.json));
  const file = Buffer.from(schedule);
  const file6 = gzipOf(file);
  const file9 = gzipOf(file, 9);
  console.log(
    `offline bytes ${name}: the warm-up asks ${lean.requests} URLs (the manifest, the offline bundle, each page lean): ` +
      `${kb(lean.br)} Brotli (${(lean.br / file6).toFixed(2)}× the file's gzip), ${kb(lean.gzip)} gzip (${(lean.gzip / file6).toFixed(2)}×); ` +
      `the bundle ${kb(lean.bundleRaw)} raw, ${kb(lean.bundleBr)} Brotli; the schedule file ${kb(file.length)} raw, ${kb(file6)} gzip -6, ${kb(file9)} gzip -9`,
  );
  console.log(
    `  every page whole (a client's prefetch, or a server without the bundle): ${answers.length} requests, ${kb(raw)} raw, ` +
      `${kb(gzip)} gzip (${(gzip / file6).toFixed(2)}× the file), ${kb(br)} Brotli (${(br / file6).toFixed(2)}× the file)`,
  );

  const kinds = new Map<string, Answer[]>();
  for (const answer of answers) kinds.set(kindOf(answer.url), [...(kinds.get(kindOf(answer.url)) ?? []), answer]);
  for (const [kind, list] of [...kinds].sort((a, b) => sum(b[1], (answer) => answer.br) - sum(a[1], (answer) => answer.br))) {
    const kindBr = sum(list, (answer) => answer.br);
    console.log(
      `  ${kind.padEnd(16)} ${String(list.length).padStart(5)} answers  ${kb(sum(list, (answer) => utf8(answer.json))).padStart(8)} raw  ` +
        `${kb(sum(list, (answer) => answer.gzip)).padStart(8)} gzip  ${kb(kindBr).padStart(8)} Brotli (${((100 * kindBr) / br).toFixed(0)} %)`,
    );
  }

  console.log(
    repeated(
      'conference object',
      answers,
      (_url, page) => page.data?.['conference'] !== undefined && delete page.data['conference'],
      (page) => (page.data?.['conference'] ? [page.data['conference']] : []),
    ),
  );
  type Person = { biography?: unknown };
  console.log(
    repeated(
      "speakers' biographies in event pages",
      answers,
      (url, page) => {
        if (kindOf(url) !== 'events') return false;
        for (const person of (page.data?.['persons'] ?? []) as Person[]) delete person.biography;
        return true;
      },
      (page) => ((page.data?.['persons'] ?? []) as Person[]).flatMap((person) => (person.biography ? [person.biography] : [])),
    ),
  );
  const listsEvents = (url: string) => ['days', 'tracks', 'rooms', 'speakers'].includes(kindOf(url));
  console.log(
    repeated(
      'event summaries in day, track, room and speaker pages',
      answers,
      (url, page) => listsEvents(url) && Array.isArray(page.data?.['events']) && delete page.data['events'],
      (page) => (Array.isArray(page.data?.['events']) ? (page.data['events'] as unknown[]) : []),
    ),
  );

  // The qualities body-cache.ts chose between, timed on these answers.
  for (const quality of [ON_REQUEST_BROTLI_QUALITY, PRECOMPRESSED_BROTLI_QUALITY]) {
    const started = performance.now();
    let slowest = 0;
    let bytes = 0;
    for (const answer of answers) {
      const one = performance.now();
      bytes += brOf(answer.json, quality);
      slowest = Math.max(slowest, performance.now() - one);
    }
    console.log(`  Brotli q${quality}: ${kb(bytes)} in ${(performance.now() - started).toFixed(0)} ms for all answers, the slowest ${slowest.toFixed(1)} ms`);
  }
  console.log(`  shared dictionary (measured, not served): ${deflateWithDictionary(answers)}`);
  const zstd = zstdWithDictionary(answers);
  console.log(`  shared dictionary (measured, not served): ${zstd ?? 'zstd is not installed; no zstd figure'}`);
}

// The demo as the server imports it: its frab JSON, compact.
await measure('demo', JSON.stringify(generateDemoSchedule()));
if (existsSync(LARGEST)) await measure('39c3-everything.schedule.json', readFileSync(LARGEST));
else console.log(`offline bytes: ${LARGEST} is absent; only the demo was measured.`);
