/**
 * The first retry of a stopped replay waits about this long… Short, because most failures at a
 * venue are one bad request (the first after reconnecting, a captive portal's answer): a change
 * should be through a few seconds after the network is usable, while a server that keeps
 * refusing is still asked less and less often.
 */
export const RETRY_FIRST_DELAY_MS = 250;
/** …doubling each time up to this, as long as anything waits. */
export const RETRY_MAX_DELAY_MS = 60_000;

/**
 * How long to wait before retry number `attempt` (0 for the first): 250 ms doubling to 60 s, each
 * somewhere between half and all of that ("equal jitter"), so the phones behind one venue network
 * do not all come back in the same second. A server's `Retry-After` is never undercut.
 */
export function retryDelay(attempt: number, random: number, retryAfterMs: number | null = null): number {
  const ceiling = Math.min(RETRY_MAX_DELAY_MS, RETRY_FIRST_DELAY_MS * 2 ** Math.max(0, attempt));
  const jittered = Math.round(ceiling / 2 + (random * ceiling) / 2);
  return retryAfterMs === null ? jittered : Math.max(retryAfterMs, jittered);
}
