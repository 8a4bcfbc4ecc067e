/** Messages between the pages and the service worker. */
export const SKIP_WAITING = 'SKIP_WAITING';
/** Page → worker: the app has loaded and is idle; warm the page data (§6). */
export const WARM_UP = 'WARM_UP';
/** Page → worker: fetch this page-data URL ahead of the warm-up queue (a Link's prefetch). */
export const PREFETCH = 'PREFETCH';
/** Page → worker: the network is back; resume a paused warm-up. */
export const ONLINE = 'ONLINE';
/** Worker → pages: warm-up progress, `cached` of `total` public pages of `version`. */
export const WARM_UP_PROGRESS = 'WARM_UP_PROGRESS';

export type ClientToWorkerMessage =
  | { readonly type: typeof SKIP_WAITING }
  | { readonly type: typeof WARM_UP; readonly saveData: boolean }
  | { readonly type: typeof PREFETCH; readonly url: string }
  | { readonly type: typeof ONLINE };

export interface WarmUpProgress {
  readonly type: typeof WARM_UP_PROGRESS;
  readonly version: string;
  readonly cached: number;
  readonly total: number;
}

export type WorkerToClientMessage = WarmUpProgress;

const CLIENT_TO_WORKER_TYPES: ReadonlySet<string> = new Set([SKIP_WAITING, WARM_UP, PREFETCH, ONLINE]);

export function isClientToWorkerMessage(value: unknown): value is ClientToWorkerMessage {
  const type = (value as { type?: unknown } | null)?.type;
  if (typeof type !== 'string' || !CLIENT_TO_WORKER_TYPES.has(type)) return false;
  return type !== PREFETCH || typeof (value as { url?: unknown }).url === 'string';
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
