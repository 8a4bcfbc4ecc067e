// Page-data requests per second on loopback: the real server (`src/server/main.ts`, its own
// process, the demo schedule) answering every URL of /data/manifest.json in turn, with 16
// requests in flight from this process, for a bounded time.
import { performance } from 'node:perf_hooks';
import { startServer } from './start-server.ts';

const CONCURRENCY = 16;
const DURATION_MS = 4000;
const MAX_REQUESTS = 100_000;

const { origin, server } = await startServer();
try {
  const { pages } = (await (await fetch(`${origin}/data/manifest.json`)).json()) as { pages: string[] };
  // First request for each URL: the body is built, serialised and gzipped, then kept.
  const coldStarted = performance.now();
  for (const url of pages) await (await fetch(origin + url, { headers: { 'Accept-Encoding': 'gzip' } })).arrayBuffer();
  const coldMs = performance.now() - coldStarted;
  console.log(`page data: first request for each of ${pages.length} URLs, one at a time: ${(coldMs / pages.length).toFixed(2)} ms each`);
  let sent = 0;
  let failed = 0;
  const started = performance.now();
  const worker = async (): Promise<void> => {
    while (performance.now() - started < DURATION_MS && sent < MAX_REQUESTS) {
      const url = pages[sent++ % pages.length] ?? '/data/index.json';
      const response = await fetch(origin + url, { headers: { 'Accept-Encoding': 'gzip' } });
      await response.arrayBuffer();
      if (!response.ok) failed++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  console.log(`page data: ${Math.round(sent / seconds)} requests/s on loopback (${sent} requests over ${pages.length} URLs, ${CONCURRENCY} in flight, gzip, ${failed} failed)`);
} finally {
  server.kill();
}
