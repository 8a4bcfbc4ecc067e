import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVALIDATE, REVALIDATED, type ClientToWorkerMessage } from '../../../../src/shared/sw-messages.ts';
import { WORKER_REVALIDATE_TIMEOUT_MS, revalidateInWorker } from '../../../../src/runtime/actions/revalidate-in-worker.ts';

/** A controlling worker; `answers` says whether it replies on the port. */
function fakeWorker(answers: boolean) {
  const postMessage = vi.fn((message: ClientToWorkerMessage, transfer?: Transferable[]) => {
    const port = transfer?.[0] as MessagePort | undefined;
    if (answers && message.type === REVALIDATE) port?.postMessage({ type: REVALIDATED, urls: message.urls });
  });
  return { postMessage } as unknown as Pick<ServiceWorker, 'postMessage'> & { postMessage: typeof postMessage };
}

/** Whether a promise has settled after the pending callbacks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('revalidateInWorker', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('posts REVALIDATE with the URLs and a port, and resolves when the worker answers on it', async () => {
    const worker = fakeWorker(true);
    // A timeout longer than the test's own: only the answer can settle it.
    await revalidateInWorker(['/data/index.json'], { worker, timeoutMs: 60_000 });
    expect(worker.postMessage).toHaveBeenCalledOnce();
    const [message, transfer] = worker.postMessage.mock.calls[0] ?? [];
    expect(message).toEqual({ type: REVALIDATE, urls: ['/data/index.json'] });
    expect(transfer).toHaveLength(1);
  });

  it(`stops waiting for a worker that does not answer after ${WORKER_REVALIDATE_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    const promise = revalidateInWorker(['/data/index.json'], { worker: fakeWorker(false) });
    await vi.advanceTimersByTimeAsync(WORKER_REVALIDATE_TIMEOUT_MS - 1);
    expect(await settled(promise)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(promise)).toBe(true);
  });

  it('resolves at once when no worker controls the page, or there is nothing to revalidate', async () => {
    vi.useFakeTimers();
    expect(await settled(revalidateInWorker(['/data/index.json'], { worker: null }))).toBe(true);
    const worker = fakeWorker(false);
    expect(await settled(revalidateInWorker([], { worker }))).toBe(true);
    expect(worker.postMessage).not.toHaveBeenCalled();
  });

  it('resolves when the worker cannot take the message', async () => {
    vi.useFakeTimers();
    const worker = {
      postMessage: () => {
        throw new DOMException('The worker is redundant.', 'InvalidStateError');
      },
    };
    expect(await settled(revalidateInWorker(['/data/index.json'], { worker }))).toBe(true);
  });
});
