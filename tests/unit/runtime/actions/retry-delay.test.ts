import { describe, expect, it } from 'vitest';
import { RETRY_MAX_DELAY_MS, retryDelay } from '../../../../src/runtime/actions/retry-delay.ts';

describe('retryDelay', () => {
  it.each([
    [0, 125, 250],
    [1, 250, 500],
    [2, 500, 1000],
    [7, 16_000, 32_000],
    [8, 30_000, 60_000],
    [20, 30_000, 60_000],
  ])('waits, before retry %i, between %i and %i ms: 250 ms doubling to 60 s, with jitter', (attempt, least, most) => {
    expect(retryDelay(attempt, 0)).toBe(least);
    expect(retryDelay(attempt, 1)).toBe(most);
    const middle = retryDelay(attempt, 0.5);
    expect(middle).toBeGreaterThan(least);
    expect(middle).toBeLessThan(most);
  });

  it('never waits more than 60 s of its own', () => {
    for (let attempt = 0; attempt < 100; attempt += 1) expect(retryDelay(attempt, Math.random())).toBeLessThanOrEqual(RETRY_MAX_DELAY_MS);
  });

  it('never tries before a 429’s Retry-After', () => {
    expect(retryDelay(0, 1, 42_000)).toBe(42_000);
    expect(retryDelay(8, 1, 5_000)).toBe(60_000);
  });
});
