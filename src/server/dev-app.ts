import type { Hono } from 'hono';
import { readConfig } from './config.ts';
import { createServerApp } from './create-server-app.ts';

let app: Promise<Hono> | undefined;

/** The server's API routes for `npm run dev`, over the same store and schedule as `npm start`. */
export function createDevApp(): Promise<Hono> {
  app ??= createServerApp(readConfig()).then((created) => {
    if (!created.ok) throw new Error(`The schedule ${created.source} was refused: ${JSON.stringify(created.problems)}`);
    return created.app;
  });
  return app;
}
