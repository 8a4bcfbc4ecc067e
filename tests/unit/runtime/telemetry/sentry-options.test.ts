// @vitest-environment node
// The SDK in Node: happy-dom lacks what its fetch transport and tracing look for (iframes, timing).
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  captureException,
  close,
  createTransport,
  getClient,
  init,
  startBrowserTracingNavigationSpan,
  startInactiveSpan,
  spanToJSON,
  withActiveSpan,
  type Span,
} from '@sentry/react';
import { parseEnvelope, type Envelope } from '@sentry/core';
import { openIdbStore } from '../../../../src/runtime/storage/open-idb-store.ts';
import { createReportQueue } from '../../../../src/runtime/telemetry/report-queue.ts';
import { createSentryOptions, tunnelFetch } from '../../../../src/runtime/telemetry/sentry-options.ts';

const config = { dsn: 'http://hallway@localhost/1', release: 'hallway@test', sampleRate: 1, tracesSampleRate: 1 };
const queue = () => createReportQueue({ store: openIdbStore('hallway-reports-test', 'queue'), limit: 200 });

/** What the SDK would have posted, read back from a transport that only records. */
let sent: Envelope[] = [];
const recordingTransport = (options: Parameters<typeof createTransport>[0]) =>
  createTransport(options, async (request) => {
    sent.push(parseEnvelope(request.body));
    return { statusCode: 200 };
  });

/**
 * The SDK as the app starts it, minus the default integrations that wrap the global timers
 * (they would wrap the fake ones and outlive them).
 */
const start = (options: Parameters<typeof init>[0]) => init({ ...options, defaultIntegrations: false });

const ended = (span: Span) => spanToJSON(span).end_timestamp !== undefined;

describe('createSentryOptions, as the initialised client has them', () => {
  beforeEach(() => {
    sent = [];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'] });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await close(0);
  });

  it('sends whole transactions, which Sentry-compatible services accept, not streamed spans', () => {
    start(createSentryOptions({ config, queue: queue(), routePattern: () => null }));
    expect(getClient()?.getOptions().traceLifecycle).toBe('static');
  });

  it('posts to the same-origin tunnel with the server-given DSN, release and rates', () => {
    start(createSentryOptions({ config: { ...config, sampleRate: 0.5, tracesSampleRate: 0.25 }, queue: queue(), routePattern: () => null }));
    expect(getClient()?.getOptions()).toMatchObject({
      tunnel: '/monitoring',
      dsn: 'http://hallway@localhost/1',
      release: 'hallway@test',
      sampleRate: 0.5,
      tracesSampleRate: 0.25,
    });
  });

  it('keeps 100 breadcrumbs and lets the transport buffer 64 requests', () => {
    start(createSentryOptions({ config, queue: queue(), routePattern: () => null }));
    const options = getClient()!.getOptions();
    expect(options.maxBreadcrumbs).toBe(100);
    expect(options.transportOptions).toMatchObject({ bufferSize: 64 });
  });

  it('uses the offline transport, which needs its store: without one it would throw', () => {
    const options = createSentryOptions({ config, queue: queue(), routePattern: () => null });
    expect(() => options.transport!({ url: '/monitoring', recordDroppedEvent: () => undefined })).not.toThrow();
  });

  it('ends an idle navigation span after 1000 ms without child spans', () => {
    start(createSentryOptions({ config, queue: queue(), routePattern: () => null }));
    const span = startBrowserTracingNavigationSpan(getClient()!, { name: '/events/:id' })!;
    expect(spanToJSON(span).name).toBe('/events/:id');
    vi.advanceTimersByTime(999);
    expect(ended(span)).toBe(false);
    vi.advanceTimersByTime(2);
    expect(ended(span)).toBe(true);
  });

  it('stops waiting for a child span after 15000 ms', () => {
    start(createSentryOptions({ config, queue: queue(), routePattern: () => null }));
    const span = startBrowserTracingNavigationSpan(getClient()!, { name: '/days/:date' })!;
    withActiveSpan(span, () => startInactiveSpan({ name: 'slow child' }));
    vi.advanceTimersByTime(14_999);
    expect(ended(span)).toBe(false);
    vi.advanceTimersByTime(2);
    expect(ended(span)).toBe(true);
  });

  it('ends a navigation span after 30000 ms however busy it is', () => {
    start(createSentryOptions({ config, queue: queue(), routePattern: () => null }));
    const span = startBrowserTracingNavigationSpan(getClient()!, { name: '/rooms/:slug' })!;
    let child = withActiveSpan(span, () => startInactiveSpan({ name: 'child 0' }));
    for (let second = 10; second < 30; second += 10) {
      vi.advanceTimersByTime(10_000);
      expect(ended(span)).toBe(false);
      child.end();
      child = withActiveSpan(span, () => startInactiveSpan({ name: `child ${second}` }));
    }
    vi.advanceTimersByTime(9_999);
    expect(ended(span)).toBe(false);
    vi.advanceTimersByTime(2);
    expect(ended(span)).toBe(true);
  });

  it('names route spans by the route pattern on screen, whatever name they start with', () => {
    start(createSentryOptions({ config, queue: queue(), routePattern: () => '/speakers/:id' }));
    vi.advanceTimersByTime(31_000);
    const client = getClient()!;
    const span = startBrowserTracingNavigationSpan(client, { name: 'ignored', op: 'navigation' });
    expect(span && spanToJSON(span).name).toBe('/speakers/:id');
  });

  it('tells the next event how many reports the full offline queue dropped, once', async () => {
    vi.useRealTimers();
    const overflowing = createReportQueue({ store: openIdbStore('hallway-reports-overflow', 'queue'), limit: 1 });
    for (const id of [1, 2, 3]) await overflowing.push([{ event_id: `e${id}` }, []] as unknown as Envelope);
    start({ ...createSentryOptions({ config, queue: overflowing, routePattern: () => null }), transport: recordingTransport });
    captureException(new Error('first'));
    captureException(new Error('second'));
    await getClient()!.flush(2000);
    const events = sent.flatMap(([, items]) => [...items] as [{ type: string }, { extra?: Record<string, unknown> }][]).filter(([header]) => header.type === 'event');
    expect(events.map(([, event]) => event.extra?.['droppedReports'])).toEqual([2, undefined]);
  });

  it('sends at most 1000 spans with a transaction', async () => {
    start({ ...createSentryOptions({ config, queue: queue(), routePattern: () => null }), transport: recordingTransport });
    const span = startBrowserTracingNavigationSpan(getClient()!, { name: '/' })!;
    withActiveSpan(span, () => {
      for (let i = 0; i < 1100; i++) startInactiveSpan({ name: `child ${i}` }).end();
    });
    span.end();
    vi.useRealTimers();
    await getClient()!.flush(2000);
    const transactions = sent.flatMap(([, items]) => [...items] as [{ type: string }, unknown][]).filter(([header]) => header.type === 'transaction');
    expect(transactions).toHaveLength(1);
    expect((transactions[0]![1] as { spans: unknown[] }).spans).toHaveLength(1000);
  });
});

describe('the transport of createSentryOptions, when the server refuses for now', () => {
  it.each([
    [429, { 'Retry-After': '60', 'Content-Type': 'application/json' }],
    [503, { 'Content-Type': 'application/json' }],
    // A captive portal's page: a 200, but not the server's answer.
    [200, { 'Content-Type': 'text/html' }],
  ])('keeps an envelope answered %i in the queue, to be sent again later', async (status, headers) => {
    const reports = queue();
    const posted: string[] = [];
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      posted.push(String(init?.body));
      return new Response(status === 200 ? '<html>Accept the terms</html>' : '{}', { status, headers });
    });
    const options = createSentryOptions({ config, queue: reports, routePattern: () => null, online: () => true, fetch });
    const transport = options.transport!({ url: '/monitoring', recordDroppedEvent: () => undefined });
    const before = await reports.size();
    const envelope = [{ event_id: 'a'.repeat(32) }, [[{ type: 'event' }, { event_id: 'a'.repeat(32), message: 'x' }]]] as unknown as Envelope;
    await transport.send(envelope);
    // And again, while the SDK would hold everything back after the 429: still not lost.
    await transport.send([{ event_id: 'b'.repeat(32) }, [[{ type: 'event' }, { event_id: 'b'.repeat(32), message: 'y' }]]] as unknown as Envelope);
    await vi.waitFor(() => expect(posted.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await reports.size()).toBe(before + 2);
    await transport.flush(0);
  });
});

describe('the transport of createSentryOptions, before it posts', () => {
  it('writes an event to IndexedDB before posting it, so a page closed mid-post loses nothing', async () => {
    const reports = queue();
    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    const options = createSentryOptions({ config, queue: reports, routePattern: () => null, online: () => true, fetch });
    const transport = options.transport!({ url: '/monitoring', recordDroppedEvent: () => undefined });
    const before = await reports.size();
    await transport.send([{ event_id: 'c'.repeat(32) }, [[{ type: 'event' }, { event_id: 'c'.repeat(32), message: 'z' }]]] as unknown as Envelope);
    expect(await reports.size()).toBe(before + 1);
    // The post under way (it never answers here) does not take it out of the queue.
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(await reports.size()).toBe(before + 1);
  });
});

describe('tunnelFetch', () => {
  it('passes the server’s JSON answer on, and takes any other answer for none', async () => {
    const answering = (response: Response) => vi.fn(async () => response);
    await expect(tunnelFetch('/monitoring', {}, answering(Response.json({})))).resolves.toBeInstanceOf(Response);
    await expect(tunnelFetch('/monitoring', {}, answering(new Response('<html>', { headers: { 'Content-Type': 'text/html' } })))).rejects.toThrow(TypeError);
  });
});
