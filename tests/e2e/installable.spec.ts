import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './test.ts';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './browser.ts';
import { waitForServiceWorkerControl } from './service-worker.ts';

test('Chrome reports no installability errors', async ({ baseURL }) => {
  // An incognito context always reports `in-incognito`: installability needs a persistent profile.
  const profile = mkdtempSync(join(tmpdir(), 'hallway-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    baseURL: baseURL ?? '',
  });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    const cdp = await context.newCDPSession(page);
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, { timeout: 15_000 }).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the manifest and the page carry what an installed app needs', async ({ page, request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ id: '/', scope: '/', display: 'standalone', short_name: 'Hallway' });
  expect(manifest.name).toBeTruthy();
  expect(manifest.start_url).toMatch(/^\//);
  expect(manifest.theme_color).toMatch(/^#/);
  expect(manifest.background_color).toMatch(/^#/);
  const icons: Array<{ sizes: string; purpose?: string; src: string }> = manifest.icons;
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  expect(manifest.screenshots.length).toBeGreaterThan(0);
  expect(manifest.shortcuts.map((shortcut: { url: string }) => shortcut.url)).toEqual(['/agenda', '/schedule']);
  for (const { src } of [...icons, ...manifest.screenshots]) {
    expect((await request.get(src)).status(), src).toBe(200);
  }

  await page.goto('/');
  for (const name of ['mobile-web-app-capable', 'apple-mobile-web-app-capable', 'theme-color', 'description']) {
    await expect(page.locator(`meta[name="${name}"]`), name).toHaveCount(1);
  }
  // iOS shows the apple-touch-icon on a black background when it has transparency: it must be opaque.
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const png = await (await request.get(appleIcon ?? '')).body();
  expect(pngHasTransparency(png)).toBe(false);
  expect((await request.get('/robots.txt')).status()).toBe(200);
});

test('a direct load asks for its icons and manifest only once it has painted, and then has them in its head', async ({ page }) => {
  const requested: Array<{ url: string; at: number }> = [];
  page.on('request', (request) => requested.push({ url: new URL(request.url()).pathname, at: Date.now() }));
  await page.goto('/days/2026-06-12');
  const { timeOrigin, firstPaint } = await page.evaluate(() => ({
    timeOrigin: performance.timeOrigin,
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  }));
  const icon = requested.find((request) => request.url === '/icon.svg');
  expect(icon, 'the icon is asked for').toBeTruthy();
  expect(icon!.at - timeOrigin).toBeGreaterThan(firstPaint);
  expect(requested.some((request) => request.url === '/favicon.ico' && request.at - timeOrigin < firstPaint)).toBe(false);
  // Put back by the starter, once each, and the stand-in empty icon gone.
  await expect(page.locator('head > link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('head > link[rel="icon"][href="/icon.svg"]')).toHaveCount(1);
  await expect(page.locator('head > link[rel="apple-touch-icon"]')).toHaveCount(1);
  await expect(page.locator('head > link[href^="data:"]')).toHaveCount(0);
});

/** Whether a PNG can hold transparent pixels: an alpha colour type or a tRNS chunk. */
function pngHasTransparency(png: Buffer): boolean {
  const colourType = png[25];
  if (colourType === 4 || colourType === 6) return true;
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    if (png.toString('ascii', offset + 4, offset + 8) === 'tRNS') return true;
    offset += length + 12;
  }
  return false;
}
