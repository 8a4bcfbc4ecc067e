import { randomUUID } from 'node:crypto';
import { expect, test } from './test.ts';
import type { Page, Response } from '@playwright/test';
import { signUp } from './account-flows.ts';
import { waitForServiceWorkerControl } from './service-worker.ts';

// §15 "one reading of a URL" in a real browser: another spelling of a private route is the route
// itself — redirected to its one spelling, with private headers — so neither the service worker
// nor the HTTP cache keeps what one person saw for the next one on the device.

const SPELLINGS = ['/%61ccount', '//account', '/en//account', '/%61ccount/'];

/** The spelling as an absolute URL: `//account` alone would name a host. */
const at = (page: Page, spelling: string) => new URL(page.url()).origin + spelling;

async function signOut(page: Page): Promise<void> {
  await page.goto('/account');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
}

/** Every URL any cache of the page's origin holds, and whether any stored body names `text`. */
function cacheHolding(page: Page, text: string): Promise<{ urls: string[]; holding: string[] }> {
  return page.evaluate(async (needle) => {
    const urls: string[] = [];
    const holding: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const path = new URL(request.url).pathname;
        urls.push(path);
        if (!/\.(js|css|png|svg|webmanifest|ico|woff2?)$/.test(path) && ((await (await cache.match(request))?.text()) ?? '').includes(needle)) holding.push(path);
      }
    }
    return { urls, holding };
  }, text);
}

test.describe('§15 private data under other spellings', () => {
  test.setTimeout(90_000);

  test('signed in, other spellings of /account show the account at /account, and nothing of it stays after sign-out, online or offline (finding 1)', async ({ page, context }) => {
    const email = `spelling-${randomUUID().slice(0, 8)}@hallway.test`;
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    await signUp(page, email);

    for (const spelling of SPELLINGS) {
      await page.goto(at(page, spelling));
      await expect(page, spelling).toHaveURL('/account');
      await expect(page.getByText(email, { exact: true }), spelling).toBeVisible();
      // The same, navigating inside the app (the router reads the path as the server does).
      await page.goto('/');
      await page.evaluate((to) => {
        window.history.pushState({}, '', window.location.origin + to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, spelling);
      await expect(page, spelling).toHaveURL('/account');
      await expect(page.getByText(email, { exact: true }), spelling).toBeVisible();
    }
    expect((await cacheHolding(page, email)).holding).toEqual([]);

    // A star of the account's, which the device keeps while signed in…
    const { pages } = (await (await page.request.get('/data/manifest.json')).json()) as { pages: string[] };
    const eventPath = (pages.find((url) => url.startsWith('/data/events/')) ?? '').slice('/data'.length, -'.json'.length);
    await page.goto(at(page, eventPath));
    const star = page.getByRole('button', { name: 'Star', exact: true });
    const sent = page.waitForResponse((response) => response.url().endsWith('/actions/star'));
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    expect((await sent).status()).toBe(200);

    await signOut(page);
    // …is gone with the sign-out (once the device has forgotten it): the next person sees none of it.
    await expect
      .poll(() =>
        page.evaluate(`new Promise((resolve) => {
      const open = indexedDB.open('hallway-device');
      open.onsuccess = () => {
        const read = open.result.transaction('keyval').objectStore('keyval').get('stars');
        read.onsuccess = () => { resolve(read.result === undefined); open.result.close(); };
      };
    })`),
      )
      .toBe(true);
    await page.goto(at(page, eventPath));
    await expect(page.getByRole('button', { name: 'Star', exact: true })).toHaveAttribute('aria-pressed', 'false');
    expect((await cacheHolding(page, email)).holding).toEqual([]);
    for (const spelling of SPELLINGS) {
      await page.goto(at(page, spelling));
      await expect(page.getByRole('heading', { level: 1 }), spelling).toBeVisible();
      await expect(page.getByText(email), spelling).toHaveCount(0);
    }

    await context.setOffline(true);
    for (const spelling of [...SPELLINGS, '/account']) {
      await page.goto(at(page, spelling)).catch(() => undefined);
      await expect(page.locator('body'), spelling).not.toContainText(email);
    }
    await context.setOffline(false);
  });
});

test.describe('§15 private pages under other spellings, straight from the server', () => {
  // No service worker: every navigation is a direct load, as a first visit or a shared link is.
  test.use({ serviceWorkers: 'block' });

  test('a direct load of another spelling is redirected, and only /account carries the account: private, no-store, Vary: Cookie (finding 5)', async ({ page }) => {
    const email = `headers-${randomUUID().slice(0, 8)}@hallway.test`;
    await signUp(page, email);
    for (const spelling of [...SPELLINGS, '/%61dmin', '//admin']) {
      const answers: { url: string; status: number; cacheControl: string | null; vary: string | null; body: string }[] = [];
      const listener = async (response: Response) => {
        if (response.request().resourceType() !== 'document') return;
        const headers = await response.allHeaders();
        const redirected = response.status() >= 300 && response.status() < 400;
        answers.push({
          url: new URL(response.url()).pathname,
          status: response.status(),
          cacheControl: headers['cache-control'] ?? null,
          vary: headers['vary'] ?? null,
          body: redirected ? '' : await response.text().catch(() => ''),
        });
      };
      page.on('response', listener);
      await page.goto(at(page, spelling));
      await expect(page.getByRole('heading', { level: 1 }), spelling).toBeVisible();
      page.off('response', listener);
      expect(answers.length, spelling).toBeGreaterThan(0);
      for (const answer of answers) {
        if (answer.url === '/account' || answer.url === '/admin') {
          expect(answer.cacheControl, spelling).toBe('private, no-store');
          expect(answer.vary ?? '', spelling).toContain('Cookie');
        } else {
          // Every other spelling is only a redirect: no body, nothing to keep.
          expect(answer.status, `${spelling} → ${answer.url}`).toBe(308);
          expect(answer.body).not.toContain(email);
        }
      }
    }
    await signOut(page);
    for (const spelling of SPELLINGS) {
      await page.goto(at(page, spelling));
      await expect(page.getByRole('heading', { level: 1 }), spelling).toBeVisible();
      await expect(page.getByText(email), spelling).toHaveCount(0);
    }
  });
});
