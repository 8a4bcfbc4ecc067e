// Click-to-content for a prefetched event page, in Chromium against the production build:
// from a day screen, hover an event link (its code and data are prefetched), then click and
// time until the event's heading is on screen. Median of 20 clicks.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/browser.ts';
import { startServer } from './start-server.ts';

const CLICKS = 20;
/** Clicks the link to TARGET and resolves with the ms until that page's heading is on screen. */
const CLICK_AND_WAIT = `(async () => {
  const target = TARGET;
  const before = document.querySelector('main h1')?.textContent;
  const started = performance.now();
  document.querySelector('main a[href="' + target + '"]').click();
  await new Promise((resolve) => {
    (function check() {
      const heading = document.querySelector('main h1')?.textContent;
      if (location.pathname === target && heading && heading !== before) resolve();
      else requestAnimationFrame(check);
    })();
  });
  return performance.now() - started;
})()`;
const { origin, server } = await startServer();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ serviceWorkers: 'block' });
  const manifest = (await (await fetch(`${origin}/data/manifest.json`)).json()) as { pages: string[] };
  const day = manifest.pages.find((url) => url.startsWith('/data/days/'))?.slice('/data'.length, -'.json'.length) ?? '/';
  await page.goto(origin + day);
  await page.locator('main h1').waitFor();
  const hrefs = await page.locator('main a[href^="/events/"]').evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
  const timings: number[] = [];
  for (const href of hrefs.slice(0, CLICKS)) {
    const link = page.locator(`main a[href="${href}"]`).first();
    await link.scrollIntoViewIfNeeded();
    const prefetched = page.waitForResponse((response) => response.url().endsWith(`/data${href}.json`)).catch(() => null);
    await link.hover();
    await prefetched;
    // A string, not a function: tsx's name-keeping helpers do not exist in the page.
    timings.push(await page.evaluate<number>(CLICK_AND_WAIT.replace('TARGET', JSON.stringify(href))));
    await page.goBack();
    await page.waitForURL(origin + day);
    await page.locator('main a[href^="/events/"]').first().waitFor();
  }
  timings.sort((a, b) => a - b);
  const median = timings[Math.floor(timings.length / 2)] ?? 0;
  console.log(
    `click-to-content, prefetched event page: ${median.toFixed(1)} ms median of ${timings.length} clicks (min ${timings[0]?.toFixed(1)}, max ${timings.at(-1)?.toFixed(1)} ms)`,
  );
} finally {
  await browser.close();
  server.kill();
}
