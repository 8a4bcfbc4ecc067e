// sw/ is written against the WebWorker lib; tests/tsconfig.json has only the DOM one.
/// <reference lib="webworker" />
import { describe, expect, it, vi } from 'vitest';
import { HAND_OVER_HOLD_MS, listenForMessages, MESSAGE_WORK_KEPT_ALIVE_MS } from '../../../sw/listen-for-messages.ts';
import type { RevalidatePageData } from '../../../sw/revalidate-page-data.ts';
import { HAND_OVER, REVALIDATE, REVALIDATED, SKIP_WAITING, WARM_UP } from '../../../src/shared/sw-messages.ts';

/** Just enough of a ServiceWorkerGlobalScope: an event target that can skip waiting. */
class FakeWorkerScope extends EventTarget {
  readonly skipWaiting = vi.fn(() => Promise.resolve());
}

function startWorker(): FakeWorkerScope {
  const scope = new FakeWorkerScope();
  listenForMessages(scope as unknown as ServiceWorkerGlobalScope);
  return scope;
}

function post(scope: FakeWorkerScope, data: unknown): void {
  scope.dispatchEvent(new MessageEvent('message', { data }));
}

describe('listenForMessages', () => {
  it('skips waiting when a page sends SKIP_WAITING', () => {
    const scope = startWorker();
    post(scope, { type: SKIP_WAITING });
    expect(scope.skipWaiting).toHaveBeenCalledOnce();
  });

  it('accepts the message as the update prompt sends it', () => {
    const scope = startWorker();
    post(scope, { type: 'SKIP_WAITING' });
    expect(scope.skipWaiting).toHaveBeenCalledOnce();
  });

  it.each([
    ['another type', { type: 'CLAIM' }],
    ['the type in another case', { type: 'skip_waiting' }],
    ['a bare string', 'SKIP_WAITING'],
    ['null', null],
    ['no data', undefined],
  ])('ignores %s', (_label, data) => {
    const scope = startWorker();
    post(scope, data);
    expect(scope.skipWaiting).not.toHaveBeenCalled();
  });

  it('keeps listening after a message it does not understand', () => {
    const scope = startWorker();
    post(scope, null);
    post(scope, { type: SKIP_WAITING });
    expect(scope.skipWaiting).toHaveBeenCalledOnce();
  });

  it('does nothing before a message arrives', () => {
    expect(startWorker().skipWaiting).not.toHaveBeenCalled();
  });
});

describe('listenForMessages: REVALIDATE', () => {
  /** Posts a message with a MessageChannel, as the page does; resolves with the worker's reply. */
  function postWithPort(scope: FakeWorkerScope, data: unknown) {
    const channel = new MessageChannel();
    const reply = new Promise<unknown>((resolve) => {
      channel.port1.onmessage = (event) => resolve(event.data);
    });
    const event = Object.assign(new MessageEvent('message', { data, ports: [channel.port2] }), { waitUntil: vi.fn<(promise: Promise<unknown>) => void>() });
    scope.dispatchEvent(event);
    const close = () => channel.port1.close();
    return { reply: reply.finally(close), waitUntil: event.waitUntil, close };
  }

  function startRevalidatingWorker(revalidate?: RevalidatePageData): FakeWorkerScope {
    const scope = new FakeWorkerScope();
    listenForMessages(scope as unknown as ServiceWorkerGlobalScope, revalidate ? { revalidate } : {});
    return scope;
  }

  it('revalidates the URLs and answers on the port once done, kept alive with waitUntil', async () => {
    let finish!: () => void;
    const revalidate = vi.fn<RevalidatePageData>((urls) => new Promise((resolve) => (finish = () => resolve(urls))));
    const scope = startRevalidatingWorker(revalidate);
    const { reply, waitUntil } = postWithPort(scope, { type: REVALIDATE, urls: ['/data/index.json', '/data/events/12.json'] });
    expect(revalidate).toHaveBeenCalledWith(['/data/index.json', '/data/events/12.json']);
    expect(waitUntil).toHaveBeenCalledOnce();
    const answered = vi.fn();
    void reply.then(answered);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(answered).not.toHaveBeenCalled();
    finish();
    await expect(reply).resolves.toEqual({ type: REVALIDATED, urls: ['/data/index.json', '/data/events/12.json'] });
    await waitUntil.mock.calls[0]?.[0];
  });

  it('still answers when revalidating fails, so the page never waits for nothing', async () => {
    const scope = startRevalidatingWorker(vi.fn<RevalidatePageData>(() => Promise.reject(new Error('quota exceeded'))));
    await expect(postWithPort(scope, { type: REVALIDATE, urls: ['/data/index.json'] }).reply).resolves.toEqual({ type: REVALIDATED, urls: [] });
  });

  it('answers at once when it has nothing to revalidate with', async () => {
    const scope = startRevalidatingWorker();
    await expect(postWithPort(scope, { type: REVALIDATE, urls: ['/data/index.json'] }).reply).resolves.toEqual({ type: REVALIDATED, urls: [] });
  });

  it.each([
    ['no URL list', { type: REVALIDATE }],
    ['a URL list that is not strings', { type: REVALIDATE, urls: [1, 2] }],
    ['a single URL', { type: REVALIDATE, urls: '/data/index.json' }],
  ])('ignores a REVALIDATE with %s', (_what, data) => {
    const revalidate = vi.fn<RevalidatePageData>(async () => []);
    const scope = startRevalidatingWorker(revalidate);
    const { waitUntil, close } = postWithPort(scope, data);
    close();
    expect(revalidate).not.toHaveBeenCalled();
    expect(waitUntil).not.toHaveBeenCalled();
  });
});

describe('listenForMessages: how long a message keeps the worker busy', () => {
  it('holds a warm-up for at most MESSAGE_WORK_KEPT_ALIVE_MS (10 s), though it goes on', async () => {
    vi.useFakeTimers();
    try {
      const scope = new FakeWorkerScope();
      // A warm-up that never finishes on its own.
      const warmUp = { warm: vi.fn(() => new Promise<void>(() => undefined)), prefetch: vi.fn(() => new Promise<void>(() => undefined)), resume: vi.fn() };
      listenForMessages(scope as unknown as ServiceWorkerGlobalScope, { warmUp });
      const event = Object.assign(new MessageEvent('message', { data: { type: 'WARM_UP', saveData: false } }), { waitUntil: vi.fn<(promise: Promise<unknown>) => void>() });
      scope.dispatchEvent(event);
      let settled = false;
      void event.waitUntil.mock.calls[0]?.[0].then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(MESSAGE_WORK_KEPT_ALIVE_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
      expect(MESSAGE_WORK_KEPT_ALIVE_MS).toBe(10_000);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('listenForMessages: HAND_OVER (the user chose Reload)', () => {
  /** A worker warming pages for good, with a new version installed and waiting beside it. */
  function startWarmingWorkerWithWaitingVersion() {
    const waiting = { postMessage: vi.fn() };
    const scope = Object.assign(new FakeWorkerScope(), { registration: { waiting } });
    const warmUp = { warm: vi.fn(() => new Promise<void>(() => undefined)), prefetch: vi.fn(() => new Promise<void>(() => undefined)), resume: vi.fn() };
    listenForMessages(scope as unknown as ServiceWorkerGlobalScope, { warmUp });
    const send = (data: unknown) => {
      const event = Object.assign(new MessageEvent('message', { data }), { waitUntil: vi.fn<(promise: Promise<unknown>) => void>() });
      scope.dispatchEvent(event);
      let settled = false;
      void event.waitUntil.mock.calls[0]?.[0].then(() => (settled = true));
      return { isHeld: () => event.waitUntil.mock.calls.length > 0 && !settled };
    };
    return { waiting, send };
  }

  it('tells the waiting version to skip waiting', () => {
    const { waiting, send } = startWarmingWorkerWithWaitingVersion();
    send({ type: HAND_OVER });
    expect(waiting.postMessage).toHaveBeenCalledExactlyOnceWith({ type: SKIP_WAITING });
  });

  it('lets go of the warm-up it held at once, and of itself after HAND_OVER_HOLD_MS (1 s)', async () => {
    vi.useFakeTimers();
    try {
      const { send } = startWarmingWorkerWithWaitingVersion();
      const warming = send({ type: WARM_UP, saveData: false });
      await vi.advanceTimersByTimeAsync(1000);
      expect(warming.isHeld()).toBe(true);

      const handingOver = send({ type: HAND_OVER });
      await vi.advanceTimersByTimeAsync(0);
      expect(warming.isHeld()).toBe(false);
      // Busy a moment longer, so requests the click on Reload brings pass before Chromium stops it.
      await vi.advanceTimersByTimeAsync(HAND_OVER_HOLD_MS - 1);
      expect(handingOver.isHeld()).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      expect(handingOver.isHeld()).toBe(false);
      expect(HAND_OVER_HOLD_MS).toBe(1000);

      // What a page sends afterwards is not held either: the new version must not wait for it.
      const later = send({ type: WARM_UP, saveData: false });
      await vi.advanceTimersByTimeAsync(0);
      expect(later.isHeld()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does nothing but wait its moment when no version is waiting', async () => {
    const scope = Object.assign(new FakeWorkerScope(), { registration: { waiting: null } });
    listenForMessages(scope as unknown as ServiceWorkerGlobalScope);
    const event = Object.assign(new MessageEvent('message', { data: { type: HAND_OVER } }), { waitUntil: vi.fn<(promise: Promise<unknown>) => void>() });
    scope.dispatchEvent(event);
    expect(event.waitUntil).toHaveBeenCalledOnce();
    expect(scope.skipWaiting).not.toHaveBeenCalled();
  });
});

describe('listenForMessages: WARM_UP', () => {
  function startWarmingWorker() {
    const scope = new FakeWorkerScope();
    const warmUp = { warm: vi.fn(() => Promise.resolve()), prefetch: vi.fn(() => Promise.resolve()), resume: vi.fn() };
    listenForMessages(scope as unknown as ServiceWorkerGlobalScope, { warmUp });
    const send = (data: unknown) => scope.dispatchEvent(Object.assign(new MessageEvent('message', { data }), { waitUntil: vi.fn() }));
    return { warmUp, send };
  }

  it('hands the page’s time and the pages it wants early to the warm-up', () => {
    const { warmUp, send } = startWarmingWorker();
    const early = ['/data/events/7.json'];
    send({ type: WARM_UP, saveData: false, now: 1_780_000_000_000, early });
    expect(warmUp.warm).toHaveBeenCalledExactlyOnceWith({ saveData: false, now: 1_780_000_000_000, early });
  });

  it('still warms for a page that says neither (an older version of the app)', () => {
    const { warmUp, send } = startWarmingWorker();
    send({ type: WARM_UP, saveData: true });
    expect(warmUp.warm).toHaveBeenCalledExactlyOnceWith({ saveData: true, now: undefined, early: undefined });
  });

  it.each([
    ['a time that is not a number', { now: '2026-06-12' }],
    ['a time that is not finite', { now: Number.NaN }],
    ['early pages that are not a list of URLs', { early: [7] }],
  ])('ignores a warm-up request with %s', (_label, hints) => {
    const { warmUp, send } = startWarmingWorker();
    send({ type: WARM_UP, saveData: false, ...hints });
    expect(warmUp.warm).not.toHaveBeenCalled();
  });
});
