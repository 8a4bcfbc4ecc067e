import { expect, type Page, type Response } from '@playwright/test';
import { mainHeading, navigateInApp } from './app-navigation.ts';

/** Where a client-side navigation settled, as the user sees it. */
export interface InAppLoad {
  /** `location.pathname + location.search` once the router has settled. */
  readonly path: string;
  /** The fallback's status from the document title (`404: …`), 200 for a screen, else the document's own status. */
  readonly status: number;
  /** Whether the app is still what is on display (a screen or a fallback), not a document the server answered. */
  readonly app: boolean;
  /** Whether the router left the running app for a document load. */
  readonly fullLoad: boolean;
  /** Set when the navigation itself failed: an error screen, a loop, no settling, a refused URL. */
  readonly failure: string | null;
}

export interface InApp {
  /** Navigates the running app to a raw path (see below) and reads where it settled. */
  readonly load: (rawPath: string) => Promise<InAppLoad>;
}

// Set on the window of the app's document: when it is gone, the navigation became a document load.
const DOCUMENT_MARK = '__urlDifferentialDocument';
const STALE = 'data-url-differential-stale';
const SETTLE_TIMEOUT_MS = 8_000;
const POLL_MS = 10;
// Long enough for any render under load; only a row that leaves the screen as it was waits for it.
const QUIET_MS = 1_500;

interface Snapshot {
  readonly sameDocument: boolean;
  readonly origin: string;
  readonly path: string;
  readonly title: string;
  readonly isApp: boolean;
  /** The main heading on display: the new screen's, else the one marked as the previous row's. */
  readonly heading: string | null;
  /** Whether that heading is a new screen's (not marked). */
  readonly fresh: boolean;
  readonly busy: boolean;
  readonly appError: boolean;
  readonly loopScreen: boolean;
  readonly unavailable: boolean;
  readonly complete: boolean;
}

interface InspectOptions {
  readonly mark: string;
  readonly stale: string;
  /**
   * Answer null until the router has settled: a new screen, the same on two polls in a row; or,
   * after `quietMs` of nothing changing, the previous screen kept (a router may keep the screen
   * when a row resolves to the location already on display).
   */
  readonly untilSettled: boolean;
  readonly quietMs: number;
}

/** Runs in the page: what is on display. Serialised by Playwright, so it refers to nothing outside. */
function inspect({ mark, stale, untilSettled, quietMs }: InspectOptions): Snapshot | null {
  const freshHeading = document.querySelector(`main h1:not([${stale}])`);
  const now: Snapshot = {
    sameDocument: (window as unknown as Record<string, unknown>)[mark] === true,
    origin: location.origin,
    path: location.pathname + location.search,
    title: document.title,
    isApp: document.getElementById('root') !== null,
    heading: (freshHeading ?? document.querySelector('main h1'))?.textContent ?? null,
    fresh: freshHeading !== null,
    busy: document.querySelector('main')?.getAttribute('aria-busy') === 'true',
    appError: document.querySelector('main.app-error') !== null,
    loopScreen: document.getElementById('redirects-title') !== null,
    unavailable: document.getElementById('unavailable-title') !== null,
    complete: document.readyState === 'complete',
  };
  if (!untilSettled) return now;
  const store = window as unknown as Record<string, unknown>;
  const key = JSON.stringify(now);
  if (store[`${mark}Previous`] !== key) {
    store[`${mark}Previous`] = key;
    store[`${mark}Since`] = performance.now();
    return null;
  }
  if (!now.isApp) return now.complete ? now : null;
  if (now.heading === null || now.busy) return null;
  if (!now.fresh) return performance.now() - (store[`${mark}Since`] as number) >= quietMs ? now : null;
  // A fallback's heading is its status (§4.5) and its title follows just after it renders.
  const fallbackHeading = /^\s*(400|401|403|404)\s*$/.exec(now.heading)?.[1];
  return fallbackHeading === undefined || now.title.startsWith(`${fallbackHeading}: `) ? now : null;
}

/** The settled snapshot; Playwright reruns the check in the new document after a document load. */
async function settledSnapshot(page: Page, timeout: number): Promise<Snapshot> {
  const options: InspectOptions = { mark: DOCUMENT_MARK, stale: STALE, untilSettled: true, quietMs: QUIET_MS };
  const handle = await page.waitForFunction(inspect, options, { timeout, polling: POLL_MS });
  return (await handle.jsonValue()) as Snapshot;
}

function snapshot(page: Page): Promise<Snapshot | null> {
  const options: InspectOptions = { mark: DOCUMENT_MARK, stale: STALE, untilSettled: false, quietMs: QUIET_MS };
  return page.evaluate(inspect, options).catch(() => null);
}

/** The fallback's status from the document title (§4.5), else from its heading, else 200: a screen. */
function statusOf({ title, heading }: Snapshot): number {
  const fallback = /^(400|401|403|404): /.exec(title)?.[1] ?? /^\s*(400|401|403|404)\s*$/.exec(heading ?? '')?.[1];
  return fallback ? Number(fallback) : 200;
}

/**
 * The app loaded at `/` in this page, then navigated row after row the way a link does
 * (`navigateInApp`: pushState + popstate). Each raw path is pushed as `location.origin + path`,
 * so the browser's URL parser reads it as a path of this origin: `//evil.example/x` stays the
 * path `//evil.example/x` (pushed alone it would be another origin, which pushState refuses),
 * and `/./`, `..`, `%2e` and `\` are resolved as for any URL the browser is given.
 */
export async function openInApp(page: Page, origin: string): Promise<InApp> {
  // The document loads the router starts: the last answer's status, and where the last one went.
  let documentResponse: Response | null = null;
  let documentRequested: string | null = null;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentRequested = request.url();
  });
  page.on('response', (response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) documentResponse = response;
  });

  async function startApp(): Promise<void> {
    await page.goto('/');
    await expect(mainHeading(page)).toBeVisible();
    await page.evaluate((mark) => Object.assign(window, { [mark]: true }), DOCUMENT_MARK);
  }

  async function keepApp(last: InAppLoad): Promise<void> {
    // After a document load that is the app again, carry on from it; anything else: back to `/`.
    if (last.failure === null && last.app && !last.fullLoad) return;
    if (last.failure === null && last.app && last.fullLoad) {
      await page.evaluate((mark) => Object.assign(window, { [mark]: true }), DOCUMENT_MARK);
      return;
    }
    await startApp();
  }

  await startApp();
  return {
    async load(rawPath) {
      documentResponse = null;
      documentRequested = null;
      // Headings on display now are the previous row's: the next screen is the first one without the
      // mark. The title is cleared too, so a screen that sets none does not show the last row's status.
      await page.evaluate(
        ({ mark, stale }) => {
          document.querySelectorAll('main h1').forEach((h1) => h1.setAttribute(stale, ''));
          document.title = '';
          Object.assign(window, { [`${mark}Previous`]: null, [`${mark}Since`]: null });
        },
        { mark: DOCUMENT_MARK, stale: STALE },
      );
      let result: InAppLoad;
      try {
        await navigateInApp(page, origin + rawPath);
        result = await settle();
      } catch (error) {
        const message = (error as Error).message.split('\n', 1)[0] ?? '';
        result = { path: rawPath, status: 0, app: true, fullLoad: false, failure: `pushState refused it: ${message}` };
      }
      await keepApp(result);
      return result;
    },
  };

  async function settle(): Promise<InAppLoad> {
    try {
      const settled = await settledSnapshot(page, SETTLE_TIMEOUT_MS);
      // A document answered from the memory cache (an icon the page had loaded) fires no response.
      const navigationStatus = settled.isApp
        ? 0
        : await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.responseStatus ?? 0).catch(() => 0);
      return reading(settled, navigationStatus);
    } catch {
      const last = await snapshot(page);
      const where = last ? `${last.path}, title "${last.title}"` : 'no document';
      return {
        path: last?.path ?? '',
        status: 0,
        app: last?.isApp ?? false,
        fullLoad: !(last?.sameDocument ?? true),
        failure: `did not settle in ${SETTLE_TIMEOUT_MS} ms (${where})`,
      };
    }
  }

  function reading(s: Snapshot, navigationStatus: number): InAppLoad {
    const fullLoad = !s.sameDocument;
    const base = { path: s.path, app: s.isApp, fullLoad };
    if (s.origin !== origin) {
      const where = (documentRequested as string | null) ?? page.url();
      return { ...base, path: where, status: 0, failure: `left the origin for ${where}` };
    }
    if (!s.isApp) return { ...base, status: (documentResponse as Response | null)?.status() ?? navigationStatus, failure: null };
    if (s.appError) return { ...base, status: 0, failure: `application-error screen: ${s.heading ?? ''}` };
    if (s.loopScreen) return { ...base, status: 0, failure: `too-many-redirects screen` };
    if (s.unavailable) return { ...base, status: 0, failure: `could-not-load screen: ${s.heading ?? ''}` };
    return { ...base, status: statusOf(s), failure: null };
  }
}
