import { describe, expect, it } from 'vitest';
import { PREFETCH_CONCURRENCY } from '../../../src/shared/constants.ts';
import { createPrefetchQueue } from '../../../src/shared/prefetch-queue.ts';

interface Deferred {
  readonly promise: Promise<void>;
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

function deferred(): Deferred {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A `run` whose requests settle only when the test says so; it records what ran and the peak in flight. */
function controlledRun() {
  const running = new Map<string, Deferred>();
  const calls: string[] = [];
  let peak = 0;
  return {
    calls,
    running,
    peak: () => peak,
    run: (key: string): Promise<void> => {
      calls.push(key);
      const request = deferred();
      running.set(key, request);
      peak = Math.max(peak, running.size);
      return request.promise;
    },
    settle(key: string, outcome: 'resolve' | 'reject' = 'resolve') {
      const request = running.get(key);
      if (!request) throw new Error(`${key} is not in flight`);
      running.delete(key);
      if (outcome === 'resolve') request.resolve();
      else request.reject(new Error(`${key} failed`));
    },
  };
}

/** Lets every pending promise callback run. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Records whether a promise has resolved, rejected or neither. */
function track(promise: Promise<unknown>) {
  const state = { current: 'pending' as 'pending' | 'resolved' | 'rejected' };
  promise.then(
    () => (state.current = 'resolved'),
    () => (state.current = 'rejected'),
  );
  return state;
}

/** A small seeded generator (mulberry32), so a failing order can be replayed. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Settles whatever is in flight, oldest first, until nothing is. */
async function settleAll(requests: ReturnType<typeof controlledRun>): Promise<void> {
  await flush();
  for (let [key] = requests.running.keys(); key !== undefined; [key] = requests.running.keys()) {
    requests.settle(key);
    await flush();
  }
}

const keys = (count: number, prefix = '/data/page-') => Array.from({ length: count }, (_, i) => `${prefix}${i}.json`);

describe('createPrefetchQueue', () => {
  it('uses the concurrency of §13 (5) by default', async () => {
    expect(PREFETCH_CONCURRENCY).toBe(5);
    const requests = controlledRun();
    const queue = createPrefetchQueue({ run: requests.run });
    for (const key of keys(12)) void queue.enqueue(key);
    await flush();
    expect(requests.running.size).toBe(PREFETCH_CONCURRENCY);
    expect(queue.stats()).toEqual({ inFlight: 5, waiting: 7, paused: false });
  });

  it.each([1, 2, 7, 42, 2026])('keeps exactly 5 in flight while at least 5 wait, settling 30 keys in a random order (seed %i)', async (seed) => {
    const random = seeded(seed);
    const requests = controlledRun();
    const queue = createPrefetchQueue({ run: requests.run });
    const all = keys(30);
    const promises = all.map((key) => track(queue.enqueue(key)));
    await flush();
    expect(requests.running.size).toBe(5);

    for (let settled = 1; settled <= all.length; settled++) {
      const inFlight = [...requests.running.keys()];
      const key = inFlight[Math.floor(random() * inFlight.length)];
      if (key === undefined) throw new Error('nothing in flight');
      requests.settle(key, random() < 0.2 ? 'reject' : 'resolve');
      await flush();
      expect(requests.running.size, `after ${settled} settled`).toBe(Math.min(5, all.length - settled));
      expect(queue.stats().inFlight).toBe(requests.running.size);
    }

    expect(requests.peak()).toBe(5);
    // Each key ran once, in the order it was queued, and every caller heard back.
    expect(requests.calls).toEqual(all);
    expect(promises.map((state) => state.current)).toEqual(all.map(() => 'resolved'));
  });

  it('merges a key queued twice while waiting: one run, both callers settle when it does', async () => {
    const requests = controlledRun();
    const queue = createPrefetchQueue({ run: requests.run, concurrency: 1 });
    void queue.enqueue('/blocker');
    const first = track(queue.enqueue('/data/a.json'));
    const second = track(queue.enqueue('/data/a.json'));
    expect(queue.stats().waiting).toBe(1);

    await flush();
    requests.settle('/blocker');
    await flush();
    expect(requests.calls).toEqual(['/blocker', '/data/a.json']);
    expect([first.current, second.current]).toEqual(['pending', 'pending']);

    requests.settle('/data/a.json');
    await flush();
    expect([first.current, second.current]).toEqual(['resolved', 'resolved']);
    expect(requests.calls).toEqual(['/blocker', '/data/a.json']);
  });

  it('merges a key queued again while it is in flight', async () => {
    const requests = controlledRun();
    const queue = createPrefetchQueue({ run: requests.run });
    const first = track(queue.enqueue('/data/a.json'));
    await flush();
    const again = track(queue.enqueue('/data/a.json'));
    await flush();
    expect(requests.calls).toEqual(['/data/a.json']);
    expect(again.current).toBe('pending');

    requests.settle('/data/a.json');
    await flush();
    expect([first.current, again.current]).toEqual(['resolved', 'resolved']);
    expect(requests.calls).toEqual(['/data/a.json']);
  });

  it('runs a key again when it is queued after its run finished', async () => {
    const requests = controlledRun();
    const queue = createPrefetchQueue({ run: requests.run });
    void queue.enqueue('/data/a.json');
    await flush();
    requests.settle('/data/a.json');
    await flush();
    void queue.enqueue('/data/a.json');
    await flush();
    expect(requests.calls).toEqual(['/data/a.json', '/data/a.json']);
  });

  it.each([
    ['a waiting key', ['/a', '/b', '/c'], '/c', ['/c', '/a', '/b']],
    ['a new key', ['/a', '/b'], '/z', ['/z', '/a', '/b']],
  ])('moves %s to the front with { front: true }', async (_what, queued, front, expectedOrder) => {
    const requests = controlledRun();
    const queue = createPrefetchQueue({ run: requests.run, concurrency: 1 });
    void queue.enqueue('/blocker');
    for (const key of queued) void queue.enqueue(key);
    void queue.enqueue(front, { front: true });

    await settleAll(requests);
    expect(requests.calls).toEqual(['/blocker', ...expectedOrder]);
  });

  it('starts a waiting key at once with startNow, even with 5 in flight, and takes it out of the waiting line', async () => {
    const requests = controlledRun();
    const queue = createPrefetchQueue({ run: requests.run });
    const all = keys(8);
    for (const key of all) void queue.enqueue(key);
    await flush();
    expect(requests.running.size).toBe(5);

    const clicked = all[6]!;
    const done = track(queue.startNow(clicked));
    await flush();
    expect(requests.running.size).toBe(6);
    expect(requests.calls.at(-1)).toBe(clicked);
    expect(queue.stats()).toMatchObject({ inFlight: 6, waiting: 2 });

    // Its slot is not one of the 5: when it settles, nothing new starts.
    requests.settle(clicked);
    await flush();
    expect(done.current).toBe('resolved');
    expect(requests.running.size).toBe(5);

    // The rest run once each and the clicked key is not run a second time.
    await settleAll(requests);
    expect([...requests.calls].sort()).toEqual([...all].sort());
  });

  it('starts a new key at once with startNow, above the limit', async () => {
    const requests = controlledRun();
    const queue = createPrefetchQueue({ run: requests.run });
    for (const key of keys(5)) void queue.enqueue(key);
    void queue.startNow('/data/clicked.json');
    await flush();
    expect(requests.running.size).toBe(6);
    expect(requests.running.has('/data/clicked.json')).toBe(true);
  });

  it('does not run an in-flight key twice on startNow, and settles with it', async () => {
    const requests = controlledRun();
    const queue = createPrefetchQueue({ run: requests.run });
    void queue.enqueue('/data/a.json');
    await flush();
    const clicked = track(queue.startNow('/data/a.json'));
    await flush();
    expect(requests.calls).toEqual(['/data/a.json']);
    expect(clicked.current).toBe('pending');
    requests.settle('/data/a.json');
    await flush();
    expect(clicked.current).toBe('resolved');
  });

  it.each([
    ['rejects', (requests: ReturnType<typeof controlledRun>) => requests.settle('/data/bad.json', 'reject')],
    ['throws', null],
  ])('frees the slot of a run that %s, and its promise still resolves', async (_how, fail) => {
    const requests = controlledRun();
    const run = (key: string) => {
      if (fail === null && key === '/data/bad.json') throw new Error('synchronous failure');
      return requests.run(key);
    };
    const queue = createPrefetchQueue({ run, concurrency: 1 });
    const bad = track(queue.enqueue('/data/bad.json'));
    void queue.enqueue('/data/next.json');
    await flush();
    fail?.(requests);
    await flush();
    expect(bad.current).toBe('resolved');
    expect(requests.running.has('/data/next.json')).toBe(true);
  });

  it('starts nothing new while paused; requests in flight finish; resume drains the line', async () => {
    const requests = controlledRun();
    const queue = createPrefetchQueue({ run: requests.run, concurrency: 2 });
    const a = track(queue.enqueue('/a'));
    void queue.enqueue('/b');
    void queue.enqueue('/c');
    await flush();
    queue.pause();
    expect(queue.stats().paused).toBe(true);
    void queue.enqueue('/d');
    requests.settle('/a');
    requests.settle('/b');
    await flush();
    expect(a.current).toBe('resolved');
    expect(requests.calls).toEqual(['/a', '/b']);
    expect(queue.stats()).toEqual({ inFlight: 0, waiting: 2, paused: true });

    queue.resume();
    await flush();
    expect(requests.calls).toEqual(['/a', '/b', '/c', '/d']);
    expect(queue.stats()).toEqual({ inFlight: 2, waiting: 0, paused: false });
  });

  it('settles waiting keys on clear without running them', async () => {
    const requests = controlledRun();
    const queue = createPrefetchQueue({ run: requests.run, concurrency: 1 });
    const blocker = track(queue.enqueue('/blocker'));
    const waiting = [track(queue.enqueue('/a')), track(queue.enqueue('/b'))];
    await flush();

    queue.clear();
    await flush();
    expect(waiting.map((state) => state.current)).toEqual(['resolved', 'resolved']);
    expect(queue.stats()).toMatchObject({ inFlight: 1, waiting: 0 });

    requests.settle('/blocker');
    await flush();
    expect(blocker.current).toBe('resolved');
    expect(requests.calls).toEqual(['/blocker']);
  });
});
