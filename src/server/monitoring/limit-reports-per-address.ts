import type { Context, MiddlewareHandler } from 'hono';
import type { Store } from '../store/open-store.ts';
import { admitReport } from './report-throttle.ts';

export interface LimitReportsPerAddressOptions {
  readonly store: Store;
  /** The client's address; null when unknown (in-process tests), and then nothing is limited. */
  readonly clientAddress: (c: Context) => string | null;
  readonly now: () => Date;
}

/**
 * Counts every envelope posted to `/monitoring` against its client address before anything is
 * parsed or stored, and answers 429 with `Retry-After` past report-throttle.ts's limits. Runs
 * after the body limit, so the bytes counted are the ones received; Hono keeps the body read
 * here for the handler.
 */
export function limitReportsPerAddress(options: LimitReportsPerAddressOptions): MiddlewareHandler {
  const { store, clientAddress, now } = options;
  return async function limitReportsPerAddress(c, next) {
    const address = clientAddress(c);
    if (address !== null) {
      const bytes = (await c.req.arrayBuffer()).byteLength;
      const retryAfter = await admitReport(store, address, bytes, now());
      if (retryAfter !== null) {
        return c.json({ error: 'too-many-reports', message: `Too many error reports from this network; try again in ${retryAfter} s.` }, 429, {
          'Retry-After': String(retryAfter),
        });
      }
    }
    await next();
  };
}
