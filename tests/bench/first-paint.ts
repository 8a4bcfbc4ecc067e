// First paint beside its limit (DESIGN §14): Lighthouse (mobile, simulated throttling, as
// tests/lighthouse runs it) on `/`, the first event page and `/de/days/<first day>`, median of 3,
// and on the same pages saved as plain HTML — each page as the browser shows it once rendered,
// with its stylesheets inlined and every script taken out — served beside the app, which is what
// the app's first paint could be at best.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/browser.ts';
import { startServer } from './start-server.ts';

const RUNS = 3;

interface Run {
  readonly score: number;
  readonly fcp: number;
  readonly lcp: number;
  readonly tbt: number;
  readonly cls: number;
}

/** The three pages tests/lighthouse audits, from the manifest. */
async function pagesOf(origin: string): Promise<string[]> {
  const { pages } = (await (await fetch(`${origin}/data/manifest.json`)).json()) as { pages: string[] };
  const first = (kind: string) => pages.find((url) => url.startsWith(`/data/${kind}/`))?.slice(`/data/${kind}/`.length, -'.json'.length) ?? '';
  return ['/', `/events/${first('events')}`, `/de/days/${first('days')}`];
}

/** Each page as shown once rendered: its DOM with the stylesheets inlined and no script. */
async function plainHtml(origin: string, paths: readonly string[]): Promise<Map<string, string>> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const saved = new Map<string, string>();
  try {
    for (const path of paths) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(origin + path, { waitUntil: 'networkidle' });
      await page.locator('main h1').first().waitFor();
      saved.set(
        path,
        await page.evaluate(async () => {
          const copy = document.documentElement.cloneNode(true) as HTMLElement;
          for (const link of [...copy.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]) {
            const style = document.createElement('style');
            style.textContent = await (await fetch(link.href)).text();
            link.replaceWith(style);
          }
          for (const element of [...copy.querySelectorAll('script, link[rel="modulepreload"], link[rel="manifest"]')]) element.remove();
          return `<!doctype html>\n${copy.outerHTML}`;
        }),
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return saved;
}

/** Serves the saved pages at their own paths, and everything else (icons, fonts) from the app. */
function servePlain(origin: string, saved: ReadonlyMap<string, string>): Promise<Server> {
  const server = createServer((request, response) => {
    const html = saved.get(request.url ?? '');
    if (html !== undefined) {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
      return;
    }
    void fetch(origin + (request.url ?? '/')).then(async (answer) => {
      response.writeHead(answer.status, { 'Content-Type': answer.headers.get('Content-Type') ?? 'application/octet-stream' });
      response.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** One Lighthouse run, in a process of its own (this one keeps serving the plain pages meanwhile). */
async function lighthouse(url: string): Promise<Run> {
  const args = [
    'node_modules/lighthouse/cli/index.js',
    url,
    '--quiet',
    '--only-categories=performance',
    `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
    '--output=json',
    '--output-path=stdout',
  ];
  const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: chromiumPath() } });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (status !== 0) throw new Error(`Lighthouse on ${url} failed (${status}): ${Buffer.concat(err).toString().slice(-2000)}`);
  const report = JSON.parse(Buffer.concat(out).toString()) as { categories: { performance: { score: number } }; audits: Record<string, { numericValue: number }> };
  const value = (audit: string) => report.audits[audit]?.numericValue ?? NaN;
  return {
    score: report.categories.performance.score,
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

/** The run with the median score, as Lighthouse CI reports a page. */
async function medianOf(url: string): Promise<{ median: Run; scores: number[] }> {
  const runs: Run[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouse(url));
  runs.sort((a, b) => a.score - b.score);
  return { median: runs[Math.floor(runs.length / 2)]!, scores: runs.map((run) => run.score) };
}

const describe = ({ median, scores }: { median: Run; scores: number[] }) =>
  `performance ${median.score.toFixed(2)} (runs ${scores.map((score) => score.toFixed(2)).join(', ')}), FCP ${(median.fcp / 1000).toFixed(2)} s, ` +
  `LCP ${(median.lcp / 1000).toFixed(2)} s, TBT ${median.tbt.toFixed(0)} ms, CLS ${median.cls.toFixed(3)}`;

const { origin, server } = await startServer();
let plain: Server | null = null;
try {
  const paths = await pagesOf(origin);
  plain = await servePlain(origin, await plainHtml(origin, paths));
  const plainOrigin = `http://127.0.0.1:${(plain.address() as AddressInfo).port}`;
  for (const path of paths) {
    console.log(`first paint ${path}: Hallway ${describe(await medianOf(origin + path))}`);
    console.log(`  the same page as plain HTML (the limit): ${describe(await medianOf(plainOrigin + path))}`);
  }
} finally {
  plain?.close();
  server.kill();
}
