// `npm run bench`: prints the figures DESIGN §14 asks for that exist so far.
// Sizes are measured on the production build (built first when dist/ is missing).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist';
if (!existsSync(join(DIST, '.vite/manifest.json'))) {
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const gzipSize = (file) => gzipSync(readFileSync(join(DIST, file))).length;
const rawSize = (file) => statSync(join(DIST, file)).size;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The entry chunk and every chunk it imports statically: what runs before the first screen. */
function initialChunks(manifest) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entry);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

/** The URLs the service worker precaches, read from the manifest Workbox injected into sw.js. */
function precachedFiles() {
  const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
  return [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]);
}

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
const initial = initialChunks(manifest);
const initialGzip = initial.reduce((sum, file) => sum + gzipSize(file), 0);
const initialRaw = initial.reduce((sum, file) => sum + rawSize(file), 0);
const precached = precachedFiles();
const precacheBytes = precached.reduce((sum, file) => sum + rawSize(file), 0);

// The error-reporting SDK, loaded with import() after the first paint (§8).
const sentryChunk = Object.values(manifest).find((chunk) => chunk.file.includes('start-sentry'))?.file;

// The organizers' screens: their chunk (script and styles), loaded only on /admin….
const adminFiles = Object.values(manifest)
  .filter((chunk) => /(^|\/)admin-[\w-]+\.js$/.test(chunk.file))
  .flatMap((chunk) => [chunk.file, ...(chunk.css ?? []).filter((file) => file.includes('/admin-'))]);
const adminGzip = [...new Set(adminFiles)].reduce((sum, file) => sum + gzipSize(file), 0);

const rows = [
  ['initial JavaScript (gzip)', `${initialGzip} B (${kb(initialGzip)}; budget 80 KB)`, `${initial.length} chunk(s), ${kb(initialRaw)} raw`],
  ['lazy error-reporting chunk (gzip)', sentryChunk ? `${gzipSize(sentryChunk)} B (${kb(gzipSize(sentryChunk))})` : 'missing', 'not part of initial JavaScript'],
  ["organizers' screens (gzip)", adminFiles.length ? `${adminGzip} B (${kb(adminGzip)})` : 'missing', `${[...new Set(adminFiles)].join(', ')}; not part of initial JavaScript`],
  ['sw.js', `${rawSize('sw.js')} B raw, ${gzipSize('sw.js')} B gzip`, ''],
  ['precache', `${precached.length} files, ${kb(precacheBytes)}`, 'raw bytes of every precached URL'],
];
const width = Math.max(...rows.map((row) => row[0].length));
for (const [name, value, note] of rows) console.log(`${name.padEnd(width)}  ${value}${note ? `  (${note})` : ''}`);

// The server-side figures run in TypeScript through tsx.
for (const script of [
  'tests/bench/import-schedules.ts',
  'tests/bench/page-data-throughput.ts',
  'tests/bench/instances.ts',
  'tests/bench/server-render.ts',
  'tests/bench/offline-bytes.ts',
  'tests/bench/junk-spellings.ts',
  'tests/bench/click-to-content.ts',
  'tests/bench/warm-up.ts',
  'tests/bench/warm-up-today.ts',
  'tests/bench/search.ts',
  'tests/bench/error-reports.ts',
  'tests/bench/sign-in-latency.ts',
  'tests/bench/first-paint.ts',
]) {
  // --expose-gc: the memory figures are taken after a full collection.
  const run = spawnSync(process.execPath, ['--expose-gc', 'node_modules/tsx/dist/cli.mjs', script], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
