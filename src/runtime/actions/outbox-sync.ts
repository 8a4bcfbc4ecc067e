import type { OutboxActionName } from '../../shared/actions.ts';
import { isOnline, reportNetworkResult, subscribeToNetworkStatus } from '../pwa/network-status.ts';
import { deviceId } from '../storage/device-id.ts';
import { randomUuid } from '../storage/random-uuid.ts';
import { outboxStore } from '../storage/stores.ts';
import { createStore } from '../store/create-store.ts';
import { createOutbox, type Outbox, type OutboxBody, type OutboxEntry, type ReplayReport } from './outbox.ts';
import { setPendingChanges } from './pending-changes.ts';
import { postAction } from './post-action.ts';
import { retryDelay } from './retry-delay.ts';

/**
 * The app's one outbox (§7) and what makes it replay. Loaded with `import()`: after `load` by the
 * sync status, or with the first screen that changes something.
 */

/** The Web Lock and BroadcastChannel name: one replay at a time across tabs, and their counts agree. */
const OUTBOX_CHANNEL = 'hallway-outbox';

/**
 * A post not answered by then is given up and tried again at the next replay, with the same key:
 * a hung connection (a venue's flaky Wi-Fi) must not hold the outbox, which sends one at a time.
 */
export const OUTBOX_POST_TIMEOUT_MS = 30_000;

let outbox: Outbox | null = null;
let started = false;

async function postEntry(entry: OutboxEntry): Promise<unknown> {
  const signal = typeof AbortSignal.timeout === 'function' ? { signal: AbortSignal.timeout(OUTBOX_POST_TIMEOUT_MS) } : {};
  const options = { deviceId: await deviceId(), onNetworkResult: reportNetworkResult, ...signal };
  return postAction(entry.name, entry.body, options);
}

function exclusive<T>(run: () => Promise<T>): Promise<T> {
  // Two tabs replaying at once would post the same entries twice: harmless (the server applies a
  // key once) but wasteful. Without Web Locks each tab replays on its own.
  return typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks.request(OUTBOX_CHANNEL, run) as Promise<T>) : run();
}

/** The outbox over the `hallway-outbox` database; the "N changes waiting" status follows its size. */
export function appOutbox(): Outbox {
  if (outbox) return outbox;
  const created = createOutbox({ store: outboxStore(), post: postEntry, exclusive });
  outbox = created;
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(OUTBOX_CHANNEL) : null;
  let told = -1;
  created.subscribe((size) => {
    setPendingChanges(size);
    // Another tab re-reads its count; it answers only if its own count differed, so this settles.
    if (size !== told) channel?.postMessage(size);
    told = size;
  });
  if (channel) channel.onmessage = () => void created.refresh().catch(() => undefined);
  return created;
}

let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retries = 0;
let handled: ReplayReport | null = null;
/**
 * When the outbox tries again on its own (ms since the epoch), for "next try in 12 s"; null while
 * a replay runs or nothing waits.
 */
export const outboxNextTry = createStore<number | null>(null);

/**
 * After every replay: while entries wait (a network failure, a time-out, a 5xx, a 429 or a
 * captive portal's page stopped it), the next try is set on its own — 250 ms doubling to 60 s
 * with jitter, never before a 429's `Retry-After` — so an idle screen still gets its changes
 * through once the network is usable (a venue's first request after reconnecting often fails,
 * and nothing else may come to trigger another replay). Any replay in between (online, visible,
 * a new change) takes its place; an empty outbox stops the retries.
 */
function planRetry(report: ReplayReport): ReplayReport {
  // Callers that joined one replay share its report: it plans once.
  if (report === handled) return report;
  handled = report;
  clearTimeout(retryTimer);
  if (report.waiting === 0) {
    retries = 0;
    outboxNextTry.set(null);
    return report;
  }
  const delay = retryDelay(retries++, Math.random(), report.retryAfterMs);
  retryTimer = setTimeout(replaySoon, delay);
  outboxNextTry.set(Date.now() + delay);
  return report;
}

/** Replays now ("Try now", and every trigger): the next try is set again from its result. */
export function replaySoon(): void {
  clearTimeout(retryTimer);
  outboxNextTry.set(null);
  void appOutbox()
    .replay()
    // IndexedDB failing mid-replay: tried again later like a network failure.
    .then(planRetry, () => planRetry({ sent: [], rejected: [], waiting: 1, retryAfterMs: null }));
}

/**
 * Replays now and whenever sending may work again: the browser's `online` event, a request that
 * got through after failures (a venue's Wi-Fi comes back without an `online` event), and the app
 * shown again. Called once; later calls do nothing.
 */
export function startOutboxSync(): Outbox {
  const box = appOutbox();
  if (started) return box;
  started = true;
  window.addEventListener('online', replaySoon);
  let wasOnline = isOnline();
  subscribeToNetworkStatus(() => {
    if (isOnline() && !wasOnline) replaySoon();
    wasOnline = isOnline();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') replaySoon();
  });
  void box.refresh().catch(() => undefined);
  replaySoon();
  return box;
}

export interface SentThroughOutbox {
  /** The change's idempotency key. */
  readonly key: string;
  /** The replay that tried to send it: `sent` or `rejected` name the key, or it is still waiting. */
  readonly report: ReplayReport;
}

/**
 * Queues an action and replays at once. Without IndexedDB (a private window that refuses it)
 * nothing can wait: the action is posted once, directly, and a failure is thrown as its ActionError.
 */
export async function sendThroughOutbox<N extends OutboxActionName>(name: N, body: OutboxBody<N>): Promise<SentThroughOutbox> {
  const box = startOutboxSync();
  let entry: OutboxEntry;
  try {
    entry = await box.enqueue(name, body);
  } catch {
    entry = { name, body: { ...body, key: randomUuid() }, at: Date.now() } as unknown as OutboxEntry;
    await postEntry(entry);
    return { key: entry.body.key, report: { sent: [entry.body.key], rejected: [], waiting: 0, retryAfterMs: null } };
  }
  clearTimeout(retryTimer);
  outboxNextTry.set(null);
  return { key: entry.body.key, report: planRetry(await box.replay()) };
}
