/** Messages between the pages and the service worker. */
export const SKIP_WAITING = 'SKIP_WAITING';
/**
 * Page → active worker: the user chose Reload. The worker lets go of the work it holds with
 * `waitUntil` and, while still busy with this message, tells the waiting version to skip waiting.
 */
export const HAND_OVER = 'HAND_OVER';
/**
 * Page → worker: the app has loaded and is idle; warm the page data (§6). It may say the user's
 * time `now` (ms: the page's clock decides which day is today, not the worker's) and `early`,
 * page-data URLs the app wants soon after today's (src/shared/warm-up-order.ts).
 */
export const WARM_UP = 'WARM_UP';
/** Page → worker: fetch this page-data URL ahead of the warm-up queue (a Link's prefetch). */
export const PREFETCH = 'PREFETCH';
/** Page → worker: the network is back; resume a paused warm-up. */
export const ONLINE = 'ONLINE';
/**
 * Page → worker, with a MessagePort: an action changed these page-data URLs (`Action-Revalidate`,
 * §7); drop them from every page-data cache and fetch them again. The worker answers
 * `REVALIDATED` on the port once done, so the page can wait before it refetches its own copy.
 */
export const REVALIDATE = 'REVALIDATE';
/** Worker → page, on the port of a `REVALIDATE`: done; `urls` are those fetched and cached again. */
export const REVALIDATED = 'REVALIDATED';
/** Worker → pages: warm-up progress, `cached` of `total` public pages of `version`. */
export const WARM_UP_PROGRESS = 'WARM_UP_PROGRESS';

export type ClientToWorkerMessage =
  | { readonly type: typeof SKIP_WAITING }
  | { readonly type: typeof HAND_OVER }
  | { readonly type: typeof WARM_UP; readonly saveData: boolean; readonly now?: number; readonly early?: readonly string[] }
  | { readonly type: typeof PREFETCH; readonly url: string }
  | { readonly type: typeof ONLINE }
  | { readonly type: typeof REVALIDATE; readonly urls: readonly string[] };

export interface Revalidated {
  readonly type: typeof REVALIDATED;
  readonly urls: readonly string[];
}

export interface WarmUpProgress {
  readonly type: typeof WARM_UP_PROGRESS;
  readonly version: string;
  readonly cached: number;
  readonly total: number;
}

const CLIENT_TO_WORKER_TYPES: ReadonlySet<string> = new Set([SKIP_WAITING, HAND_OVER, WARM_UP, PREFETCH, ONLINE, REVALIDATE]);

const isStringList = (value: unknown): value is readonly string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

export function isClientToWorkerMessage(value: unknown): value is ClientToWorkerMessage {
  const type = (value as { type?: unknown } | null)?.type;
  if (typeof type !== 'string' || !CLIENT_TO_WORKER_TYPES.has(type)) return false;
  if (type === PREFETCH) return typeof (value as { url?: unknown }).url === 'string';
  if (type === REVALIDATE) return isStringList((value as { urls?: unknown }).urls);
  if (type === WARM_UP) {
    const { now, early } = value as { now?: unknown; early?: unknown };
    return (now === undefined || Number.isFinite(now)) && (early === undefined || isStringList(early));
  }
  return true;
}

export function isWarmUpProgress(value: unknown): value is WarmUpProgress {
  const message = value as Partial<WarmUpProgress> | null;
  return message?.type === WARM_UP_PROGRESS && typeof message.cached === 'number' && typeof message.total === 'number';
}

/** The Cache Storage name of one schedule version's page data. */
export const PAGE_DATA_CACHE_PREFIX = 'hallway-page-data-';
export function pageDataCacheName(version: string): string {
  return PAGE_DATA_CACHE_PREFIX + version;
}
