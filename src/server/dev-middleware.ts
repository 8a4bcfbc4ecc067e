import type { Plugin } from 'vite';
import { getRequestListener } from '@hono/node-server';
import { readPath } from '../shared/location.ts';

/**
 * Makes the server's routes reachable under `npm run dev`: requests to server paths go to
 * the Hono app (reloaded by Vite on change); everything else is Vite's.
 */
export function serverRoutesInDev(): Plugin {
  return {
    name: 'hallway:server-routes',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async function forwardToServer(req, res, next) {
        const reading = readPath(req.url?.split('?')[0] ?? '/');
        if (reading.kind !== 'outside' || reading.what !== 'server') return next();
        try {
          const { createDevApp } = (await server.ssrLoadModule('/src/server/dev-app.ts')) as typeof import('./dev-app.ts');
          await getRequestListener((await createDevApp()).fetch)(req, res);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
