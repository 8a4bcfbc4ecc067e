import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

/**
 * The e2e tests' `test`: Playwright's, with two things every test gets.
 *
 * - A page's `goto` of an app page waits until the app has taken over what the server rendered
 *   (the root loses `data-rendered`): a server-rendered screen shows before its JavaScript runs,
 *   and a test acts on the app, as a person who waits a moment would.
 * - Every test fails if any page of it says the server's markup did not hydrate as it was
 *   (React's hydration errors, and the app's own "Hydration mismatch"), in any context it opened.
 */
export { expect };

const HYDRATION_PROBLEM = /Hydration mismatch|hydrat|Minified React error #(418|419|421|422|423|425)\b/i;
const TAKEN_OVER_MS = 15_000;

const watched = new WeakSet<BrowserContext>();

function watchPage(page: Page, problems: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_PROBLEM.test(message.text())) problems.push(`${page.url()}: ${message.text().slice(0, 400)}`);
  });
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    // Only where the server rendered a screen; without JavaScript (or once offline) there is nothing to wait for.
    await page.waitForSelector('#root:not([data-rendered])', { state: 'attached', timeout: TAKEN_OVER_MS }).catch(() => undefined);
    return response;
  };
}

function watchContext(context: BrowserContext, problems: string[]): void {
  if (watched.has(context)) return;
  watched.add(context);
  context.pages().forEach((page) => watchPage(page, problems));
  context.on('page', (page) => watchPage(page, problems));
}

export const test = base.extend<{ noHydrationProblems: void }, { hydrationProblems: string[] }>({
  hydrationProblems: [
    async ({ browser }, provide) => {
      const problems: string[] = [];
      const patched = browser as Browser & { newContext: Browser['newContext'] };
      const newContext = browser.newContext.bind(browser);
      patched.newContext = async (options) => {
        const context = await newContext(options);
        // A context without JavaScript never takes anything over: its pages are left as they are.
        if (options?.javaScriptEnabled !== false) watchContext(context, problems);
        return context;
      };
      await provide(problems);
    },
    { scope: 'worker' },
  ],
  context: async ({ context, hydrationProblems }, provide) => {
    watchContext(context, hydrationProblems);
    await provide(context);
  },
  noHydrationProblems: [
    async ({ hydrationProblems }, provide) => {
      const before = hydrationProblems.length;
      await provide();
      expect(hydrationProblems.slice(before), 'pages whose server-rendered markup did not hydrate as it was').toEqual([]);
    },
    { auto: true },
  ],
});
