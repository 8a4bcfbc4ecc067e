import type { WarmUpProgress } from '../src/shared/sw-messages.ts';

/** Progress is posted at most this often while pages arrive (and always at the end). */
export const PROGRESS_INTERVAL_MS = 250;

/** Posts one progress message; `now` skips the throttle, for the first and the last. */
export type PostWarmUpProgress = (progress: WarmUpProgress, now?: boolean) => void;

/**
 * Tells every window how far the warm-up has come ("Available offline: n of m pages"). Pages
 * arrive by the dozen each second, so while they do, the latest count goes out at most every
 * PROGRESS_INTERVAL_MS; once nothing arrives, no timer is left behind.
 */
export function createPostWarmUpProgress(worker: ServiceWorkerGlobalScope): PostWarmUpProgress {
  let lastPost = 0;
  let later: ReturnType<typeof setTimeout> | undefined;

  const send = async (progress: WarmUpProgress): Promise<void> => {
    lastPost = Date.now();
    for (const client of await worker.clients.matchAll({ type: 'window' })) client.postMessage(progress);
  };

  return function postWarmUpProgress(progress, now = false) {
    clearTimeout(later);
    if (now || Date.now() - lastPost >= PROGRESS_INTERVAL_MS) void send(progress);
    else later = setTimeout(() => void send(progress), PROGRESS_INTERVAL_MS);
  };
}
