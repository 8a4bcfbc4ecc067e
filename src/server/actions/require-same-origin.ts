import type { MiddlewareHandler } from 'hono';
import { refuse } from './action-responses.ts';

/**
 * Accepts a post only when its `Origin` is this server's own (scheme and host, §7): another
 * site's page cannot act for someone signed in here, whatever the cookie's SameSite does in
 * their browser. Browsers send `Origin` with every POST, so a missing one is refused too.
 * The scheme is the one the server saw; behind a proxy that ends TLS, that is http — see README.
 */
export const requireSameOrigin: MiddlewareHandler = async function requireSameOrigin(c, next) {
  if (c.req.header('Origin') !== new URL(c.req.url).origin) {
    return refuse(c, 403, 'cross-origin', 'Actions are accepted from pages of this site only.');
  }
  await next();
};
