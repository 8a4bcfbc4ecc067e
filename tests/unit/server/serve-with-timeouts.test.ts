import { connect } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { SERVER_TIMEOUTS, serveWithTimeouts, type ServerTimeouts } from '../../../src/server/serve-with-timeouts.ts';

/** The production settings function with time-outs short enough to watch them act. */
const SHORT: ServerTimeouts = { headersMs: 300, requestMs: 1_500, keepAliveMs: 300, checkEveryMs: 50 };
/** How late a time-out may act: two checks, plus a busy test machine. */
const SLACK_MS = 2 * SHORT.checkEveryMs + 400;

const app = new Hono().get('/', (c) => c.text('ok')).post('/echo', async (c) => c.text(await c.req.text()));
let running: Server | undefined;

afterEach(async () => {
  const server = running;
  running = undefined;
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
});

function start(timeouts?: ServerTimeouts): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = serveWithTimeouts({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', ...(timeouts ? { timeouts } : {}) }, (info) => resolve({ server, port: info.port }));
    running = server;
  });
}

/**
 * Writes `opening` on a new connection, then `more` every 100 ms (a slow client), until the
 * server ends the connection: what it answered and how long after the opening it ended.
 */
function slowClient(port: number, opening: string, more: string): Promise<{ answer: string; endedAfterMs: number }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let openedAt = 0;
    const drip = setInterval(() => socket.writable && socket.write(more), 100);
    socket.on('connect', () => {
      openedAt = performance.now();
      socket.write(opening);
    });
    socket.on('data', (chunk) => (answer += chunk.toString()));
    // A reset is as good as a close: either way the server let go of the connection.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(drip);
      resolve({ answer, endedAfterMs: performance.now() - openedAt });
    });
  });
}

describe('serveWithTimeouts', () => {
  it('uses the production time-outs unless told otherwise', async () => {
    const { server } = await start();
    expect({
      headersMs: server.headersTimeout,
      requestMs: server.requestTimeout,
      keepAliveMs: server.keepAliveTimeout,
      checkEveryMs: (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval,
    }).toEqual(SERVER_TIMEOUTS);
  });

  it('drops a client that sends its headers but dribbles the body, within the request time-out', async () => {
    const { port } = await start(SHORT);
    const opening = 'POST /echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n';
    // 1,000 bytes at one per 100 ms would hold the connection for 100 s.
    const { answer, endedAfterMs } = await slowClient(port, opening, 'x');
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
    expect(endedAfterMs).toBeGreaterThanOrEqual(SHORT.requestMs - SLACK_MS);
    expect(endedAfterMs).toBeLessThan(SHORT.requestMs + SLACK_MS);
  }, 8_000);

  it('drops a client that never finishes its headers, within the headers time-out', async () => {
    const { port } = await start(SHORT);
    const { answer, endedAfterMs } = await slowClient(port, 'GET / HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: 1\r\n');
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
    // Well before the request time-out: the headers time-out is what acted.
    expect(endedAfterMs).toBeLessThan(SHORT.headersMs + SLACK_MS);
  }, 8_000);

  it('closes an idle kept-alive connection after the keep-alive time-out', async () => {
    const { port } = await start(SHORT);
    const { answer, endedAfterMs } = await slowClient(port, 'GET / HTTP/1.1\r\nHost: localhost\r\n\r\n', '');
    expect(answer).toMatch(/^HTTP\/1.1 200/);
    expect(answer).toMatch(/\r\n\r\nok$/);
    // Node lets a kept-alive socket idle one second past keepAliveTimeout (its keep-alive buffer).
    expect(endedAfterMs).toBeLessThan(SHORT.keepAliveMs + 1_000 + SLACK_MS);
  }, 8_000);
});
