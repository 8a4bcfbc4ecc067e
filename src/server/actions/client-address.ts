import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

type NodeBindings = { incoming?: IncomingMessage; server?: { incoming?: IncomingMessage } } | undefined;

/**
 * The TCP peer of the request under @hono/node-server (`npm start`, and `npm run dev` through
 * its request listener); null elsewhere, such as in-process tests. `X-Forwarded-For` is not
 * read: any client can write it, and trusting it would let a guesser pick a fresh address per
 * try. Behind a reverse proxy every client shares the proxy's address for the per-address limit.
 */
export function socketAddress(c: Context): string | null {
  const bindings = c.env as NodeBindings;
  return (bindings?.server?.incoming ?? bindings?.incoming)?.socket?.remoteAddress ?? null;
}
