import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inviteOrganizer } from '../../src/server/accounts/invite-organizer.ts';
import { createServerApp } from '../../src/server/create-server-app.ts';
import { serveWithTimeouts } from '../../src/server/serve-with-timeouts.ts';
import { databaseFor, type EngineMetadata } from './database.ts';

export interface OwnServer {
  readonly origin: string;
  /** The path and query of a one-time organizer invite link for `organizer@hallway.test`. */
  readonly organizerInvite: string;
  readonly close: () => Promise<void>;
}

/**
 * A server of a spec's own, on another port (so another origin, with its own service worker and
 * storage): the built app, the demo schedule and a fresh store, on the engine the project's
 * metadata names. For specs that publish schedules, which must not change what every other spec
 * is served.
 */
export async function startOwnServer(port: number, metadata: EngineMetadata): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hallway-e2e-own-'));
  const created = await createServerApp({
    dataDir,
    databaseUrl: await databaseFor(metadata),
    schedule: null,
    scheduleTimeZone: undefined,
    distDir: resolve('dist'),
  });
  if (!created.ok) throw new Error(`The demo schedule was refused: ${JSON.stringify(created.problems)}`);
  const origin = `http://localhost:${port}`;
  const invite = await inviteOrganizer(created.store, 'organizer@hallway.test', { origin, now: new Date() });
  if (!invite.ok) throw new Error('A fresh store has no accounts.');
  const link = new URL(invite.link);
  const server = await new Promise<Server>((done) => {
    const listening: Server = serveWithTimeouts({ fetch: created.app.fetch, port, hostname: '127.0.0.1' }, () => done(listening));
  });
  return {
    origin,
    organizerInvite: link.pathname + link.search,
    async close() {
      await new Promise<void>((done) => server.close(() => done()));
      await created.store.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
