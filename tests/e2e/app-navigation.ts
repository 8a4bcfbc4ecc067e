import { expect, type Page } from '@playwright/test';

/** Navigates inside the running app the way a link does, without a document load. */
export async function navigateInApp(page: Page, href: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, href);
}

/** The ids of some events of the demo conference, from the server's page-data manifest. */
export async function demoEventIds(page: Page, count: number): Promise<string[]> {
  const response = await page.request.get('/data/manifest.json');
  const { pages } = (await response.json()) as { pages: string[] };
  const ids = pages.filter((url) => url.startsWith('/data/events/')).map((url) => url.slice('/data/events/'.length, -'.json'.length));
  expect(ids.length).toBeGreaterThanOrEqual(count);
  return ids.slice(0, count);
}

/** The main heading of the screen on display. */
export function mainHeading(page: Page) {
  return page.locator('main h1');
}
