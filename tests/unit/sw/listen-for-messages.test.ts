// sw/ is written against the WebWorker lib; tests/tsconfig.json has only the DOM one.
/// <reference lib="webworker" />
import { describe, expect, it, vi } from 'vitest';
import { listenForMessages } from '../../../sw/listen-for-messages.ts';
import { SKIP_WAITING } from '../../../src/shared/sw-messages.ts';

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
