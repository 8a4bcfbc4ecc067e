import { describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../../../../src/runtime/pwa/when-idle.ts';

describe('whenIdle', () => {
  it('hands the work to requestIdleCallback with its timeout', () => {
    const requestIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const run = vi.fn();
    whenIdle(run, 2000);
    expect(requestIdleCallback).toHaveBeenCalledExactlyOnceWith(run, { timeout: 2000 });
    expect(run).not.toHaveBeenCalled();
  });

  it('sets no time limit when given none', () => {
    const requestIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    whenIdle(vi.fn());
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {});
  });

  it('runs at once where the browser has no requestIdleCallback', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    whenIdle(run, 2000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
