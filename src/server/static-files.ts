import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
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
  return serveStatic({
    root: distDir,
    // `/` is the shell, served by the app route with its status and page data, not as a file.
    rewriteRequestPath: (path) => (path === '/' ? '/__no_index__' : path),
    onFound: (_path, c: Context) => {
      c.header('Cache-Control', cacheControlFor(new URL(c.req.url).pathname));
    },
  });
}

/** Reads the built `index.html` once; a missing build is a clear start-up error, not a 500 later. */
export function readShell(distDir: string): string {
  const file = join(distDir, 'index.html');
  if (!existsSync(file)) throw new Error(`No build found at ${file}: run \`npm run build\` (npm start does it for you).`);
  return readFileSync(file, 'utf8');
}
