import { createHandlerBoundToURL } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { isAppPath } from '../src/shared/location.ts';

/** The precached shell document; every app route renders from it. */
export const SHELL_URL = '/index.html';

/**
 * Answers navigations to app routes with the precached shell. Everything else — `/data/…`,
 * `/actions/…`, `/monitoring`, files, unknown paths — goes to the network as it is.
 */
export function routeNavigations(): void {
  registerRoute(({ request, url }) => request.mode === 'navigate' && isAppPath(url.pathname), createHandlerBoundToURL(SHELL_URL));
}
