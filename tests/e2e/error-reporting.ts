/** Helpers for error-reporting tests and the benchmark: the browser's queue, the SDK, uncaught errors. */
import type { Page } from '@playwright/test';

export interface StoredReport {
  readonly eventId: string;
  readonly message: string | null;
  readonly breadcrumbs: number;
  readonly raw: string;
}
export interface Reports {
  readonly posts: Readonly<Record<string, number>>;
  readonly stored: readonly StoredReport[];
}

/** Polls from here: the page's CSP forbids the eval that `waitForFunction` would need. */
export async function pollUntil(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Resolves once the lazily loaded SDK has a client: a key press, as a user's first interaction, loads it. */
export async function errorReportingReady(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  const ready = `(() => { const carrier = window.__SENTRY__; const scope = carrier && carrier[carrier.version] && carrier[carrier.version].defaultCurrentScope; return Boolean(scope && scope.getClient()); })()`;
  return pollUntil(() => page.evaluate<boolean>(ready), 20_000, 'error reporting to load');
}

interface KeyvalContents {
  readonly keys: unknown[];
  /** The values, with a report's `envelope` as text. */
  readonly values: { readonly envelope?: string; readonly message?: string }[];
}

/**
 * An idb-keyval database of the page, read straight from IndexedDB. It never creates the
 * database: opening a missing one here would create it without its object store.
 */
function readKeyval(page: Page, name: string): Promise<KeyvalContents> {
  return page.evaluate(`(async () => {
    const names = (await indexedDB.databases()).map((database) => database.name);
    if (!names.includes(${JSON.stringify(name)})) return { keys: [], values: [] };
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open(${JSON.stringify(name)});
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      if (!db.objectStoreNames.contains('keyval')) return { keys: [], values: [] };
      const store = db.transaction('keyval', 'readonly').objectStore('keyval');
      const [keys, values] = await Promise.all(['getAllKeys', 'getAll'].map((method) => new Promise((resolve, reject) => {
        const request = store[method]();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      })));
      const text = (value) => value && value.envelope !== undefined && typeof value.envelope !== 'string' ? { ...value, envelope: new TextDecoder().decode(value.envelope) } : value;
      return { keys, values: values.map(text) };
    } finally {
      db.close();
    }
  })()`);
}

/** The event ids waiting in the browser's report queue. */
export async function queuedEventIds(page: Page): Promise<string[]> {
  const { keys, values } = await readKeyval(page, 'hallway-reports');
  return values
    .filter((_value, index) => typeof keys[index] === 'number')
    .map((value) => (JSON.parse((value.envelope ?? '').split('\n', 1)[0] ?? '{}') as { event_id: string }).event_id);
}

/** An uncaught error, thrown from a task as a bug in an event handler would be. */
export function throwUncaught(page: Page, message: string): Promise<void> {
  return page.evaluate(`setTimeout(() => { throw new Error(${JSON.stringify(message)}); }, 0)`);
}

/**
 * The event ids of errors kept in IndexedDB before the SDK arrived (`hallway-early-errors`); none
 * while the page is reloading (a chunk that failed to load reloads it once).
 */
export function keptEarlyErrors(page: Page): Promise<string[]> {
  return readKeyval(page, 'hallway-early-errors').then(
    ({ keys }) => keys.map(String),
    () => [],
  );
}

/**
 * Whether an error with this message is on the device: kept before the SDK arrived, or in the
 * report queue. Asked by message, not by counting, because the queue may send an older report
 * while a new one goes in.
 */
export async function reportOnDevice(page: Page, message: string): Promise<boolean> {
  try {
    const early = (await readKeyval(page, 'hallway-early-errors')).values.map((kept) => kept.message ?? '');
    const queued = (await readKeyval(page, 'hallway-reports')).values.map((value) => value.envelope ?? '');
    return [...early, ...queued].some((text) => text.includes(message));
  } catch {
    return false;
  }
}
