import { isIP } from 'node:net';
import type { MiddlewareHandler } from 'hono';

/** `localhost`, 127.0.0.0/8 or ::1 (bracketed or not): names that only ever reach this machine. */
export function isLoopbackHost(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name === '::1' || (isIP(name) === 4 && name.startsWith('127.'));
}

export interface AllowedHostOptions {
  /** `PUBLIC_ORIGIN`: its host is allowed, on any port. */
  readonly publicOrigin?: string | undefined;
  /** `ALLOWED_HOSTS`: `name` (any port) or `name:port` entries, as config.ts normalises them. */
  readonly allowedHosts?: readonly string[] | undefined;
}

interface HostEntry {
  readonly hostname: string;
  /** '' for any port. */
  readonly port: string;
}

function entryOf(host: string): HostEntry {
  // As in request URLs, a port of 80 (http's own) reads as none.
  const { hostname, port } = new URL(`http://${host}`);
  return { hostname, port };
}

/**
 * Refuses a request whose host is not this server's with 421, before anything can reflect it:
 * without this, `Host: evil.example` went into canonical links and the sitemap and passed the
 * Origin check with a matching `Origin`, and a DNS-rebound page could talk to a loopback server.
 * Allowed: PUBLIC_ORIGIN's host and ALLOWED_HOSTS; with neither, loopback names only.
 */
export function requireAllowedHost({ publicOrigin, allowedHosts = [] }: AllowedHostOptions): MiddlewareHandler {
  const entries = [...(publicOrigin ? [{ hostname: new URL(publicOrigin).hostname, port: '' }] : []), ...allowedHosts.map(entryOf)];
  const allowed = (url: URL) =>
    entries.length === 0 ? isLoopbackHost(url.hostname) : entries.some((entry) => entry.hostname === url.hostname && (entry.port === '' || entry.port === url.port));
  return async function requireAllowedHost(c, next) {
    // The request URL, not the raw header: it is what @hono/node-server built from `Host`
    // (normalised, lower-cased) and what the routes read, so what passes here is what they see.
    if (!allowed(new URL(c.req.url))) {
      return c.text('Misdirected request: this server does not answer for that host.', 421, { 'Cache-Control': 'no-store' });
    }
    await next();
  };
}
