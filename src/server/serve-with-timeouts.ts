import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

export interface ServerTimeouts {
  /** The whole header block must arrive within this (Node's `headersTimeout`). */
  readonly headersMs: number;
  /** The whole request, body included (`requestTimeout`); bodies are at most 1 MiB (§13). */
  readonly requestMs: number;
  /** An idle connection is closed this long after its last answer (`keepAliveTimeout`). */
  readonly keepAliveMs: number;
  /** How often Node looks for requests past the first two (`connectionsCheckingInterval`). */
  readonly checkEveryMs: number;
}

/**
 * Node's defaults let a slow client hold a connection for 300 s (60 s of headers), checked only
 * every 30 s (§15). A proxy that keeps connections to Hallway open must drop idle ones sooner
 * than `keepAliveMs`, or it may reuse one just as Hallway closes it.
 */
export const SERVER_TIMEOUTS: ServerTimeouts = { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000, checkEveryMs: 1_000 };

export interface ServeWithTimeoutsOptions {
  readonly fetch: (request: Request) => Response | Promise<Response>;
  readonly port: number;
  readonly hostname: string;
  /** Only tests shorten them. */
  readonly timeouts?: ServerTimeouts;
}

/** Listens with @hono/node-server over a Node HTTP server that has explicit time-outs. */
export function serveWithTimeouts({ fetch, port, hostname, timeouts = SERVER_TIMEOUTS }: ServeWithTimeoutsOptions, onListening?: (info: AddressInfo) => void): Server {
  const serverOptions = {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionsCheckingInterval: timeouts.checkEveryMs,
  };
  // Without `createServer`, @hono/node-server makes a plain `http.Server` with these options.
  return serve({ fetch, port, hostname, serverOptions }, onListening) as Server;
}
