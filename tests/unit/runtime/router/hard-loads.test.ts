import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HARD_LOAD_WINDOW_MS, recordHardLoad, wasHardLoadedRecently } from '../../../../src/runtime/router/hard-loads.ts';

const T0 = 1_780_000_000_000;

/** A storage that fails like Safari's when it is full or denied. */
function brokenStorage(): Storage {
  const fail = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return { length: 0, clear: fail, getItem: fail, key: fail, removeItem: fail, setItem: fail };
}

describe('hard loads', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  it('remembers a hard-loaded URL for 10 seconds', () => {
    expect(HARD_LOAD_WINDOW_MS).toBe(10_000);
    recordHardLoad('/events/12', sessionStorage, T0);
    expect(wasHardLoadedRecently('/events/12', sessionStorage, T0)).toBe(true);
    expect(wasHardLoadedRecently('/events/12', sessionStorage, T0 + 9_999)).toBe(true);
    expect(wasHardLoadedRecently('/events/12', sessionStorage, T0 + 10_000)).toBe(false);
  });

  it('tells URLs apart, search included', () => {
    recordHardLoad('/events/12', sessionStorage, T0);
    expect(wasHardLoadedRecently('/events/13', sessionStorage, T0)).toBe(false);
    expect(wasHardLoadedRecently('/events/12?x=1', sessionStorage, T0)).toBe(false);
  });

  it('restarts the window when a URL is hard-loaded again', () => {
    recordHardLoad('/events/12', sessionStorage, T0);
    recordHardLoad('/events/12', sessionStorage, T0 + 8_000);
    expect(wasHardLoadedRecently('/events/12', sessionStorage, T0 + 15_000)).toBe(true);
  });

  it('keeps other recent loads when recording a new one', () => {
    recordHardLoad('/events/12', sessionStorage, T0);
    recordHardLoad('/days/2026-02-01', sessionStorage, T0 + 5_000);
    expect(wasHardLoadedRecently('/events/12', sessionStorage, T0 + 5_000)).toBe(true);
    expect(wasHardLoadedRecently('/days/2026-02-01', sessionStorage, T0 + 5_000)).toBe(true);
  });

  describe('by default', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(T0);
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('keeps the record in sessionStorage and measures with the clock', () => {
      recordHardLoad('/events/12');
      expect(wasHardLoadedRecently('/events/12', sessionStorage, T0 + 1)).toBe(true);
      vi.setSystemTime(T0 + 10_000);
      expect(wasHardLoadedRecently('/events/12')).toBe(false);
    });
  });

  it.each(['{not json', 'null', '[]'])('recovers from a corrupt record (%s)', (corrupt) => {
    sessionStorage.setItem('hallway:hard-loads', corrupt);
    expect(wasHardLoadedRecently('/events/12', sessionStorage, T0)).toBe(false);
    expect(() => recordHardLoad('/events/12', sessionStorage, T0)).not.toThrow();
    expect(wasHardLoadedRecently('/events/12', sessionStorage, T0)).toBe(true);
  });

  it('never throws when storage is full or denied (the app would break at start-up or on a timeout)', () => {
    const storage = brokenStorage();
    expect(() => recordHardLoad('/events/12', storage, T0)).not.toThrow();
    expect(() => wasHardLoadedRecently('/events/12', storage, T0)).not.toThrow();
  });
});
