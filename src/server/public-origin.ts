import type { Context, MiddlewareHandler } from 'hono';

/**
 * Sets the origin browsers reach this server at, for every route after it. Behind a reverse
 * proxy that ends TLS the server sees `http://<internal host>`; `PUBLIC_ORIGIN` names the real
 * one, which the Origin check of posts, the `Secure` cookie flag, canonical links and the sitemap
 * then use. Without it, the request's own origin is the public one.
 */
export function setPublicOrigin(publicOrigin: string | undefined): MiddlewareHandler {
  return async function setPublicOrigin(c, next) {
    c.set('publicOrigin', publicOrigin ?? new URL(c.req.url).origin);
    await next();
  };
}

/** This request's public origin (`setPublicOrigin`), or its own where that middleware did not run. */
export function publicOriginOf(c: Context): string {
  const set: unknown = c.get('publicOrigin');
  return typeof set === 'string' ? set : new URL(c.req.url).origin;
}
