import type { Context, MiddlewareHandler } from 'hono';
import type { Store } from '../store/open-store.ts';
import { readSessionToken } from './session-cookie.ts';
import { findViewer, type Viewer } from './session-store.ts';

/** What the viewer middleware adds to every request's context. */
export interface ViewerEnv {
  Variables: { viewer: Viewer | null };
}

export interface LoadViewerOptions {
  readonly store: Store;
  readonly now?: () => Date;
}

/**
 * The one session check: page data, direct loads and actions all read `viewerOf(c)`, so no
 * route can look the session up differently. Requests without the cookie never touch the store.
 */
export function loadViewer({ store, now = () => new Date() }: LoadViewerOptions): MiddlewareHandler<ViewerEnv> {
  return async function loadViewer(c, next) {
    const token = readSessionToken(c);
    c.set('viewer', token === undefined ? null : await findViewer(store, token, now()));
    await next();
  };
}

/** Who is signed in; null when nobody is, or when the app runs without accounts. */
export function viewerOf(c: Context): Viewer | null {
  return (c.get('viewer') as Viewer | null | undefined) ?? null;
}
