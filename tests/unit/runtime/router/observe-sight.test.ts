import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Records what is observed; reports the observed elements in sight on demand. */
class RecordingObserver {
  static observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    observers.push(this);
  }
  observe(element: Element) {
    RecordingObserver.observed.add(element);
  }
  unobserve(element: Element) {
    RecordingObserver.observed.delete(element);
  }
  disconnect() {}
  inSight() {
    const entries = [...RecordingObserver.observed].map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}
let observers: RecordingObserver[] = [];

describe('observeSight', () => {
  beforeEach(() => {
    // A fresh module each test: watching begins once per page.
    vi.resetModules();
    observers = [];
    RecordingObserver.observed = new Set();
    vi.stubGlobal('IntersectionObserver', RecordingObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('watches nothing until watching begins, then every link waiting and every later one', async () => {
    const { observeSight, startWatchingSight } = await import('../../../../src/runtime/router/observe-sight.ts');
    const [first, second, later] = [document.createElement('a'), document.createElement('a'), document.createElement('a')];
    const seen: string[] = [];
    observeSight(first, () => seen.push('first'));
    observeSight(second, () => seen.push('second'));
    expect(observers).toHaveLength(0);
    expect(RecordingObserver.observed.size).toBe(0);

    startWatchingSight();
    expect(RecordingObserver.observed).toEqual(new Set([first, second]));
    observeSight(later, () => seen.push('later'));
    expect(RecordingObserver.observed.has(later)).toBe(true);
    expect(observers).toHaveLength(1);

    observers[0]?.inSight();
    expect(seen).toEqual(['first', 'second', 'later']);
    // Once each: in sight again, nothing more.
    observers[0]?.inSight();
    expect(seen).toHaveLength(3);
  });

  it('forgets a link that went away before watching began', async () => {
    const { observeSight, startWatchingSight } = await import('../../../../src/runtime/router/observe-sight.ts');
    const [gone, kept] = [document.createElement('a'), document.createElement('a')];
    const stop = observeSight(gone, () => undefined);
    observeSight(kept, () => undefined);
    stop();
    startWatchingSight();
    expect(RecordingObserver.observed).toEqual(new Set([kept]));
  });
});
