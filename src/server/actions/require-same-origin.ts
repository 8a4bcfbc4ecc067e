import type { MiddlewareHandler } from 'hono';
import { publicOriginOf } from '../public-origin.ts';
import { refuse } from './action-responses.ts';

/**
 * Accepts a post only when its `Origin` is this server's own (scheme and host, §7): another
 * site's page cannot act for someone signed in here, whatever the cookie's SameSite does in
 * their browser. Browsers send `Origin` with every POST, so a missing one is refused too.
 * The origin is the public one: `PUBLIC_ORIGIN` behind a proxy that ends TLS, else the request's.
 */
export const requireSameOrigin: MiddlewareHandler = async function requireSameOrigin(c, next) {
  if (c.req.header('Origin') !== publicOriginOf(c)) {
    return refuse(c, 403, 'cross-origin', 'Actions are accepted from pages of this site only.');
  }
  await next();
};
