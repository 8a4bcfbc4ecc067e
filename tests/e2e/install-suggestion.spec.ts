import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './test.ts';
import type { BrowserContext, Page } from '@playwright/test';
import { mainHeading } from './app-navigation.ts';

// The one-time install suggestion on the home screen (§12): from the second visit, where the
// browser offers to install (a `beforeinstallprompt` dispatched here: headless Chromium never
// fires it), or as the Share → Add to Home Screen hint on iOS Safari; answered once, never again;
// nothing when running installed.

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, serviceWorkers: 'block' });

const suggestion = (page: Page) => page.getByRole('complementary', { name: 'Hallway on your home screen' });

/** A visit: a new tab (a new browsing session) opening the home screen. */
async function visit(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/');
  await expect(mainHeading(page)).toBeVisible();
  await page.waitForLoadState('load');
  return page;
}

/** What Chromium fires when the app can be installed, with a prompt that records its use. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted'): Promise<void> {
  await page.evaluate((choice) => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => Object.assign(window, { prompted: true }),
      userChoice: Promise.resolve({ outcome: choice }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

test('from the second visit, where the browser offers it: Install prompts, and the suggestion never comes back', async ({ context }) => {
  const first = await visit(context);
  await offerInstall(first);
  await first.waitForTimeout(2500);
  await expect(suggestion(first)).toHaveCount(0);
  // A reload is the same visit.
  await first.reload();
  await offerInstall(first);
  await first.waitForTimeout(2500);
  await expect(suggestion(first)).toHaveCount(0);
  await first.close();

  const second = await visit(context);
  await offerInstall(second);
  await expect(suggestion(second)).toBeVisible();
  await expect(suggestion(second)).toContainText('the schedule opens like an app, also offline');
  for (const colorScheme of ['light', 'dark'] as const) {
    await second.emulateMedia({ colorScheme });
    const { violations } = await new AxeBuilder({ page: second }).include('.install-suggestion').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(violations.map((violation) => `${colorScheme}: ${violation.id}`)).toEqual([]);
  }
  // It floats: the screen under it does not move.
  const heading = await mainHeading(second).boundingBox();
  await suggestion(second).getByRole('button', { name: 'Install Hallway' }).click();
  expect(await second.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
  await expect(suggestion(second)).toHaveCount(0);
  expect(await mainHeading(second).boundingBox()).toEqual(heading);
  await second.close();

  const third = await visit(context);
  await offerInstall(third);
  await third.waitForTimeout(2500);
  await expect(suggestion(third)).toHaveCount(0);
});

test('Not now ends it; without an install offer nothing shows; only on the home screen', async ({ context }) => {
  await (await visit(context)).close();
  const second = await visit(context);
  // No offer from the browser (and not iOS): nothing to suggest.
  await second.waitForTimeout(2500);
  await expect(suggestion(second)).toHaveCount(0);
  await offerInstall(second);
  await expect(suggestion(second)).toBeVisible();
  await suggestion(second).getByRole('button', { name: 'Not now' }).click();
  await expect(suggestion(second)).toHaveCount(0);
  await second.close();
  const third = await visit(context);
  await offerInstall(third);
  await third.waitForTimeout(2500);
  await expect(suggestion(third)).toHaveCount(0);

  // On another screen, even a fresh device with an offer sees nothing.
  const other = await context.browser()!.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  await (await visit(other)).close();
  const page = await other.newPage();
  await page.goto('/more');
  await offerInstall(page);
  await page.waitForTimeout(2500);
  await expect(suggestion(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Install Hallway' })).toBeVisible();
  await other.close();
});

test('on iOS Safari, the Share → Add to Home Screen hint instead; nothing when running installed', async ({ browser }) => {
  const safari = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block', userAgent: IPHONE_SAFARI, isMobile: true, hasTouch: true });
  await (await visit(safari)).close();
  const page = await visit(safari);
  await expect(suggestion(page)).toBeVisible();
  await expect(suggestion(page)).toContainText('tap Share, then “Add to Home Screen”');
  await expect(suggestion(page).getByRole('button', { name: 'Install Hallway' })).toHaveCount(0);
  await suggestion(page).getByRole('button', { name: 'Got it' }).click();
  await expect(suggestion(page)).toHaveCount(0);
  await safari.close();

  // Opened from the home screen (standalone): no suggestion, and More says it is installed.
  const installed = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block', userAgent: IPHONE_SAFARI, isMobile: true, hasTouch: true });
  await installed.addInitScript(() => Object.defineProperty(Navigator.prototype, 'standalone', { configurable: true, get: () => true }));
  await (await visit(installed)).close();
  const app = await visit(installed);
  await app.waitForTimeout(2500);
  await expect(suggestion(app)).toHaveCount(0);
  await app.goto('/more');
  await expect(app.getByText('Hallway is installed on this device.')).toBeVisible();
  await installed.close();
});
