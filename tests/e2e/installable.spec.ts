import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
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
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, { timeout: 15_000 })
      .toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
