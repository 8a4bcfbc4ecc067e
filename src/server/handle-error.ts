import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { pathForLogs } from './calendar/calendar-feed-path.ts';

/** A short id that ties what the user sees (§9 "Digest:") to the server log line. */
export function createDigest(): string {
  return randomUUID().replace(/-/g, '').slice(0, 10);
}

/**
 * The one error handler: an HTTPException keeps its status; anything else is a 500 whose
 * body carries `{ error, message, digest }`, with the error logged under the same digest (and
 * its path, a calendar feed's secret left out).
 */
export function handleError(error: Error, c: Context) {
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ error: 'request', message: error.message }, error.status);
  }
  const digest = createDigest();
  console.error(`[hallway] error ${digest} on ${c.req.method} ${pathForLogs(new URL(c.req.url).pathname)}:`, error);
  return c.json({ error: 'internal', message: 'An error occurred on the server.', digest }, 500);
}
