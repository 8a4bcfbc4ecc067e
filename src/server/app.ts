import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { classifyPath } from '../shared/app-path.ts';
import { hasFileExtension } from '../shared/canonical-path.ts';
import { securityHeaders } from './security-headers.ts';
import { REVALIDATE, readShell, serveBuiltFiles } from './static-files.ts';

export interface AppOptions {
  /** The built app to serve; without it only the API routes exist (as under `npm run dev`). */
  readonly distDir?: string;
}

/** The Hono app: API routes, the built files and the app shell. It does not listen; main.ts does. */
export function createApp(options: AppOptions = {}): Hono {
  const app = new Hono();
  app.use(securityHeaders());
  app.use(compress());

  app.get('/healthz', (c) => c.json({ ok: true }));

  // Server paths never fall through to the shell.
  app.all('/data/*', (c) => c.json({ error: 'Not found' }, 404));
  app.all('/actions/*', (c) => c.json({ error: 'Not found' }, 404));
  app.all('/monitoring', (c) => c.json({ error: 'Not found' }, 404));

  if (options.distDir !== undefined) {
    const shell = readShell(options.distDir);
    app.use(serveBuiltFiles(options.distDir));
    app.get('*', function serveShell(c) {
      const { pathname } = new URL(c.req.url);
      if (hasFileExtension(pathname)) return c.text('Not found', 404);
      c.header('Cache-Control', REVALIDATE);
      // Unknown and malformed paths still get the shell, which renders the fallback, with its status.
      const kind = classifyPath(pathname);
      return c.html(shell, kind === 'app' ? 200 : kind === 'malformed' ? 400 : 404);
    });
  }

  app.onError(function handleError(error, c) {
    const digest = crypto.randomUUID().slice(0, 8);
    console.error(`[${digest}]`, error);
    return c.json({ error: 'Internal server error', digest }, 500);
  });
  return app;
}
