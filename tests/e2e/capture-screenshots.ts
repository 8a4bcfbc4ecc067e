/**
 * Takes the install-sheet screenshots of the manifest (public/screenshots/) from the built app:
 * `npm run build && npm run screenshots`. Run it again when the home screen changes.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { chromium } from '@playwright/test';
import { createApp } from '../../src/server/app.ts';
import { CHROMIUM_ARGS, chromiumPath } from './browser.ts';

const SHOTS = [
  { file: 'home-narrow.png', viewport: { width: 375, height: 667 }, scale: 2 },
  { file: 'home-wide.png', viewport: { width: 1280, height: 800 }, scale: 1 },
];

const server = serve({ fetch: createApp({ distDir: resolve('dist') }).fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((ready) => server.once('listening', ready));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  mkdirSync('public/screenshots', { recursive: true });
  for (const shot of SHOTS) {
    const page = await browser.newPage({ viewport: shot.viewport, deviceScaleFactor: shot.scale, serviceWorkers: 'block' });
    await page.goto(`http://localhost:${port}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.screenshot({ path: `public/screenshots/${shot.file}` });
    console.log(`public/screenshots/${shot.file}`);
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
