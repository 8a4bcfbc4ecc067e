import type { MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

/** Files a browser must revalidate on every load, so a deploy reaches users at once (§6). */
const REVALIDATED_FILES = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/robots.txt']);
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Hashed build output (`/assets/name-hash.js`) never changes under its name. */
export function cacheControlFor(path: string): string {
  if (path.startsWith('/assets/')) return IMMUTABLE;
  if (REVALIDATED_FILES.has(path)) return REVALIDATE;
  // Icons and other public files keep their names across deploys: cache a day, then revalidate.
  return 'public, max-age=86400';
}

/** Serves the built app's files with the cache headers above; unknown files fall through. */
export function serveBuiltFiles(distDir: string): MiddlewareHandler {
  const serveFile = serveStatic({
    root: distDir,
    // `.br` and `.gz` copies written at build time (precompress-build.ts).
    precompressed: true,
    // `/` is the shell, served by the app route with its status, not as a file; the build's
    // own bookkeeping (`/.vite/manifest.json`) and the server's render entry (`/server/`) are not served either.
    rewriteRequestPath: (path) => (path === '/' || path.startsWith('/.vite/') || path.startsWith('/server/') ? '/__not_served__' : path),
  });
  return async function serveBuiltFile(c, next) {
    // The shell's file is the worker's to precache, not a page: a browser opening `/index.html`
    // goes to `/`, where the app reads the path as the server does (one reading, §15).
    if (c.req.path === '/index.html' && c.req.header('Sec-Fetch-Mode') === 'navigate') {
      c.header('Cache-Control', REVALIDATE);
      return c.redirect('/', 308);
    }
    const response = await serveFile(c, next);
    // serveStatic builds its response before `onFound` runs, so the header goes on the response.
    if (response instanceof Response) response.headers.set('Cache-Control', cacheControlFor(c.req.path));
    return response;
  };
}
