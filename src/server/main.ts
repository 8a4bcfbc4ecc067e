import { mkdirSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';

const config = readConfig();
mkdirSync(config.dataDir, { recursive: true });
const app = createApp({ distDir: config.distDir });

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const host = config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`Hallway is serving on http://${host}:${info.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
