/**
 * Runs `run` in the browser's next idle moment, or after `timeoutMs` at the latest (no limit when
 * absent), so work that can wait — loading a chunk, warming caches — never lengthens a task the
 * user is waiting on. Where there is no `requestIdleCallback` (Safari) it runs at once.
 */
export function whenIdle(run: () => void, timeoutMs?: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, timeoutMs === undefined ? {} : { timeout: timeoutMs });
  else run();
}
