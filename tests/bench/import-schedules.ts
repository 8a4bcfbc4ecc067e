// Import time per schedule file: the demo, and every file in ../shared/data/ when that folder exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { importSchedule } from '../../src/server/schedule/import-schedule.ts';
import { generateDemoSchedule } from '../../src/server/schedule/demo/generate-demo-schedule.ts';
import { renderFrabXml } from '../../src/server/schedule/demo/render-frab-xml.ts';

const REAL_DATA = join(import.meta.dirname, '../../../shared/data');
const RUNS = 5;

function time(name: string, raw: Uint8Array | string): void {
  importSchedule(raw); // warm-up
  const samples: number[] = [];
  let events = 0;
  let verdict = '';
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const result = importSchedule(raw);
    samples.push(performance.now() - started);
    events = result.ok ? result.schedule.events.length : 0;
    verdict = result.ok ? `${result.warnings.length} warnings` : `refused: ${result.problems[0]?.message ?? ''}`;
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(RUNS / 2)] ?? 0;
  const size = typeof raw === 'string' ? Buffer.byteLength(raw) : raw.byteLength;
  console.log(
    `import ${name.padEnd(36)} ${String(events).padStart(5)} events  ${median.toFixed(1).padStart(7)} ms median of ${RUNS}  (${(size / 1024).toFixed(0)} KB, ${verdict})`,
  );
}

const demo = generateDemoSchedule();
time('demo (JSON)', JSON.stringify(demo));
time('demo (XML)', renderFrabXml(demo));
if (existsSync(REAL_DATA)) {
  for (const file of readdirSync(REAL_DATA)
    .filter((name) => /\.(xml|json)$/.test(name))
    .sort()) {
    time(file, readFileSync(join(REAL_DATA, file)));
  }
} else {
  console.log(`import: ${REAL_DATA} is absent; only the demo was measured.`);
}
