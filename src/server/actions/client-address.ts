import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

type NodeBindings = { incoming?: IncomingMessage; server?: { incoming?: IncomingMessage } } | undefined;

/**
 * The TCP peer of the request under @hono/node-server (`npm start`, and `npm run dev` through
 * its request listener); null elsewhere, such as in-process tests. `X-Forwarded-For` is not
 * read: any client can write it, and trusting it would let a guesser pick a fresh address per
 * try. Behind a reverse proxy, `TRUST_PROXY` names it and `forwardedAddress` reads past it.
 */
export function socketAddress(c: Context): string | null {
  const bindings = c.env as NodeBindings;
  return (bindings?.server?.incoming ?? bindings?.incoming)?.socket?.remoteAddress ?? null;
}

/** `::ffff:192.0.2.1` (an IPv4 peer of an IPv6 socket) as `192.0.2.1`, so both spellings match. */
const plainAddress = (address: string): string => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * The client's address behind the reverse proxies of `TRUST_PROXY`: when the TCP peer is one of
 * them, the nearest `X-Forwarded-For` hop that is not; otherwise the TCP peer itself. Hops a
 * client wrote are never reached: each trusted proxy appends the address it was reached from, so
 * only the right-hand end of the list is the proxies' word.
 */
export function forwardedAddress(trustedProxies: readonly string[]): (c: Context) => string | null {
  const trusted = new Set(trustedProxies.map(plainAddress));
  return function forwardedAddress(c) {
    const peer = socketAddress(c);
    if (peer === null || !trusted.has(plainAddress(peer))) return peer;
    const hops = (c.req.header('X-Forwarded-For') ?? '').split(',').map(plainAddress).filter((hop) => hop !== '');
    for (let index = hops.length - 1; index >= 0; index -= 1) {
      const hop = hops[index] as string;
      if (!trusted.has(hop)) return hop;
    }
    return plainAddress(peer);
  };
}
