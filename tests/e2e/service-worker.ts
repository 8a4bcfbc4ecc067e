import { expect, type Page } from '@playwright/test';

/** Waits until the page is controlled by an activated service worker. */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const { controlled, active } = await registrationState(page);
        return controlled && active === 'activated';
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** The state of the page's registration, as plain data. */
export function registrationState(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      controlled: navigator.serviceWorker.controller !== null,
      active: registration?.active?.state ?? null,
      waiting: registration?.waiting?.state ?? null,
    };
  });
}
