/** `scheduler.yield()` where the browser has it (Chromium), which resumes ahead of other tasks. */
interface YieldingScheduler {
  readonly yield?: () => Promise<void>;
}

/**
 * Resolves in a new task, so the browser may paint and answer input in between: how start-up
 * work that each costs a few milliseconds on a phone is kept from adding up to one long task.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
