import { beforeEach, describe, expect, it } from 'vitest';
import { readScrollPosition, saveScrollPosition } from '../../../../src/runtime/router/scroll-positions.ts';

describe('scroll positions', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  it('reads back the position saved for a history entry', () => {
    saveScrollPosition('entry-a', 640, sessionStorage);
    expect(readScrollPosition('entry-a', sessionStorage)).toBe(640);
  });

  it.each([
    [123.4, 123],
    [123.6, 124],
    [0, 0],
  ])('keeps %d as whole pixels (%d)', (y, kept) => {
    saveScrollPosition('entry-a', y, sessionStorage);
    expect(readScrollPosition('entry-a', sessionStorage)).toBe(kept);
  });

  it('keeps one position per entry, the last one saved', () => {
    saveScrollPosition('entry-a', 100, sessionStorage);
    saveScrollPosition('entry-b', 900, sessionStorage);
    saveScrollPosition('entry-a', 250, sessionStorage);
    expect(readScrollPosition('entry-a', sessionStorage)).toBe(250);
    expect(readScrollPosition('entry-b', sessionStorage)).toBe(900);
  });

  it('has no position for an entry never scrolled', () => {
    expect(readScrollPosition('unknown', sessionStorage)).toBeNull();
  });

  it('uses sessionStorage by default, so positions survive a reload of the tab', () => {
    saveScrollPosition('entry-a', 480);
    expect(readScrollPosition('entry-a')).toBe(480);
    expect(readScrollPosition('entry-a', sessionStorage)).toBe(480);
  });

  it('does not throw when storage is full', () => {
    const full = {
      ...sessionStorage,
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => saveScrollPosition('entry-a', 100, full)).not.toThrow();
    expect(readScrollPosition('entry-a', full)).toBeNull();
  });
});
