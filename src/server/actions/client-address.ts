import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

type NodeBindings = { incoming?: IncomingMessage; server?: { incoming?: IncomingMessage } } | undefined;

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const GROUP = /^[0-9a-f]{1,4}$/;

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail as two groups); null if it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address;
  const tail = IPV4.exec(text.slice(text.lastIndexOf(':') + 1));
  if (tail && text.includes(':')) {
    const octets = tail.slice(1).map(Number);
    if (octets.some((octet) => octet > 255)) return null;
    const [a, b, c, d] = octets as [number, number, number, number];
    text = `${text.slice(0, text.lastIndexOf(':') + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const head = groupsOf(halves[0] as string);
  const rest = halves.length === 2 ? groupsOf(halves[1] as string) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array.from({ length: missing }, () => '0'), ...rest];
  return groups.every((group) => GROUP.test(group)) ? groups.map((group) => parseInt(group, 16)) : null;
}

/**
 * What every per-address limit counts (sign-in, sign-up, device writes, /monitoring): an IPv4
 * address as it is; an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) as its IPv4 address, so both
 * spellings of one peer share a count; any other IPv6 address as its /64 prefix
 * (`2001:db8:1:2::/64`), since one subscriber usually gets a whole /64 and could otherwise take a
 * fresh address per try. Zone ids (`%eth0`) and brackets are dropped; a key is its own key; text
 * that is no address is counted as it is spelt.
 */
export function throttleKey(address: string | null): string | null {
  if (address === null) return null;
  const text = address
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  if (IPV4.test(text)) return text;
  const groups = ipv6Groups(text.endsWith('::/64') ? text.slice(0, -3) : text);
  if (!groups) return text;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high, low] = groups.slice(6) as [number, number];
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  // The prefix's trailing zero groups join the interface identifier's in one `::` (RFC 5952).
  const prefix = groups.slice(0, 4);
  while (prefix.length > 0 && prefix.at(-1) === 0) prefix.pop();
  return `${prefix.map((group) => group.toString(16)).join(':')}::/64`;
}

/** The TCP peer as the socket gives it. */
function peerAddress(c: Context): string | null {
  const bindings = c.env as NodeBindings;
  return (bindings?.server?.incoming ?? bindings?.incoming)?.socket?.remoteAddress ?? null;
}

/**
 * The TCP peer of the request under @hono/node-server (`npm start`, and `npm run dev` through
 * its request listener), as its throttleKey; null elsewhere, such as in-process tests.
 * `X-Forwarded-For` is not read: any client can write it, and trusting it would let a guesser
 * pick a fresh address per try. Behind a reverse proxy, `TRUST_PROXY` names it and
 * `forwardedAddress` reads past it.
 */
export function socketAddress(c: Context): string | null {
  return throttleKey(peerAddress(c));
}

/** `::ffff:192.0.2.1` (an IPv4 peer of an IPv6 socket) as `192.0.2.1`, so both spellings match. */
const plainAddress = (address: string): string => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * The client's address behind the reverse proxies of `TRUST_PROXY`, as its throttleKey: when the
 * TCP peer is one of them, the nearest `X-Forwarded-For` hop that is not; otherwise the TCP peer
 * itself. Hops a client wrote are never reached: each trusted proxy appends the address it was
 * reached from, so only the right-hand end of the list is the proxies' word. Proxies are matched
 * by their full address, never by a /64 a client may share.
 */
export function forwardedAddress(trustedProxies: readonly string[]): (c: Context) => string | null {
  const trusted = new Set(trustedProxies.map(plainAddress));
  return function forwardedAddress(c) {
    const peer = peerAddress(c);
    if (peer === null || !trusted.has(plainAddress(peer))) return throttleKey(peer);
    const hops = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map(plainAddress)
      .filter((hop) => hop !== '');
    for (let index = hops.length - 1; index >= 0; index -= 1) {
      const hop = hops[index] as string;
      if (!trusted.has(hop)) return throttleKey(hop);
    }
    return throttleKey(peer);
  };
}
