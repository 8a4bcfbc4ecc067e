import { describe, expect, it } from 'vitest';
import { createWarmUpHints } from '../../../sw/warm-up-hints.ts';

describe('createWarmUpHints', () => {
  it('is the worker’s time and nothing early before a page has said anything', () => {
    const hints = createWarmUpHints(() => 5_000);
    expect(hints.current()).toEqual({ now: 5_000, early: [] });
  });

  it('keeps the page’s time, moving on with the worker’s clock', () => {
    let clock = 1_000;
    const hints = createWarmUpHints(() => clock);
    hints.tell({ now: 1_780_000_000_000, early: ['/data/events/7.json'] });
    clock += 60_000;
    expect(hints.current()).toEqual({ now: 1_780_000_060_000, early: ['/data/events/7.json'] });
  });

  it('keeps what a later request leaves out', () => {
    const hints = createWarmUpHints(() => 0);
    hints.tell({ now: 42, early: ['/data/events/7.json'] });
    hints.tell({});
    expect(hints.current()).toEqual({ now: 42, early: ['/data/events/7.json'] });
    hints.tell({ early: [] });
    expect(hints.current()).toEqual({ now: 42, early: [] });
  });
});
