/**
 * Takes the install-sheet screenshots of the manifest (public/screenshots/) from the built app:
 * `npm run build && npm run screenshots`. Run it again when the home screen changes.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { chromium } from '@playwright/test';
import { createServerApp } from '../../src/server/create-server-app.ts';
import { CHROMIUM_ARGS, chromiumPath } from './browser.ts';

const SHOTS = [
  { file: 'home-narrow.png', viewport: { width: 375, height: 667 }, scale: 2 },
  { file: 'home-wide.png', viewport: { width: 1280, height: 800 }, scale: 1 },
];

const created = await createServerApp({ dataDir: mkdtempSync(join(tmpdir(), 'hallway-shots-')), schedule: null, scheduleTimeZone: undefined, distDir: resolve('dist') });
if (!created.ok) throw new Error(`The demo schedule was refused: ${JSON.stringify(created.problems)}`);
const server = serve({ fetch: created.app.fetch, port: 0, hostname: '127.0.0.1' });
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
