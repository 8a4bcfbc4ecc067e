import { describe, expect, it } from 'vitest';
import { MAX_REDIRECTS_PER_NAVIGATION } from '../../../../src/shared/constants.ts';
import { createRedirectGuard } from '../../../../src/runtime/router/redirect-guard.ts';

const followMany = (guard: ReturnType<typeof createRedirectGuard>, count: number) => Array.from({ length: count }, () => guard.follow());

describe('createRedirectGuard', () => {
  it('follows 5 redirects in one navigation and refuses the 6th and later', () => {
    expect(MAX_REDIRECTS_PER_NAVIGATION).toBe(5);
    const guard = createRedirectGuard();
    expect(followMany(guard, 7)).toEqual([true, true, true, true, true, false, false]);
  });

  it('starts counting again after reset', () => {
    const guard = createRedirectGuard();
    followMany(guard, 6);
    guard.reset();
    expect(followMany(guard, 6)).toEqual([true, true, true, true, true, false]);
  });

  it('counts across one navigation only until it ends', () => {
    const guard = createRedirectGuard();
    followMany(guard, 4);
    guard.reset();
    expect(followMany(guard, 5)).toEqual([true, true, true, true, true]);
  });

  it('takes another limit', () => {
    const guard = createRedirectGuard(2);
    expect(followMany(guard, 3)).toEqual([true, true, false]);
  });
});
