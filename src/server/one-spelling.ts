import type { MiddlewareHandler } from 'hono';
import { isCanonicalSpelling, readPath } from '../shared/location.ts';

/**
 * Server paths and files answer only at their canonical spelling (§15): `/data//account.json`,
 * `/%61ctions/star` or `/%73w.js` are 404 before any route sees them, since Hono's router would
 * otherwise decode them into a route of their own. App paths pass: the shell redirects them.
 */
export function oneSpelling(): MiddlewareHandler {
  return async function oneSpelling(c, next) {
    const { pathname } = new URL(c.req.url);
    if (readPath(pathname).kind === 'outside' && !isCanonicalSpelling(pathname)) {
      c.header('Cache-Control', 'no-cache');
      return c.json({ error: 'not-found', message: 'This page could not be found.' }, 404);
    }
    await next();
  };
}
