import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_LOADING_TIMEOUT_MS } from '../../../../src/shared/constants.ts';
import { loadRoute, type LoadRouteResult } from '../../../../src/runtime/router/load-route.ts';

const MODULE = { default: 'EventScreen' };
const DATA = { version: 'v1', data: { id: '12' } };

/** A promise that resolves with `value` (or rejects with `error`) after `ms` of fake time. */
function after<T>(ms: number, value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}
function failAfter(ms: number, error: Error): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(error), ms));
}
const never = () => new Promise<never>(() => undefined);

/** Starts loadRoute and records its result once it has one. */
function start<M, D>(loadModule: () => Promise<M>, loadData: () => Promise<D>) {
  const outcome: { result?: LoadRouteResult<M, D> } = {};
  void loadRoute(loadModule, loadData).then((result) => {
    outcome.result = result;
  });
  return outcome;
}

describe('loadRoute', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives up after 3,800 ms (§13)', () => {
    expect(ROUTE_LOADING_TIMEOUT_MS).toBe(3800);
  });

  it.each([
    ['code first', 1000, 3799],
    ['data first', 3799, 10],
    ['together', 500, 500],
  ])('is loaded when both parts arrive before the timeout (%s)', async (_order, codeMs, dataMs) => {
    const outcome = start(
      () => after(codeMs, MODULE),
      () => after(dataMs, DATA),
    );
    await vi.advanceTimersByTimeAsync(Math.max(codeMs, dataMs));
    expect(outcome.result).toEqual({ kind: 'loaded', module: MODULE, data: DATA });
    await vi.advanceTimersByTimeAsync(ROUTE_LOADING_TIMEOUT_MS);
    expect(outcome.result?.kind).toBe('loaded');
  });

  it('times out at exactly 3,800 ms when the data arrives at 3,801, though the code came at 3,799', async () => {
    const outcome = start(
      () => after(3799, MODULE),
      () => after(3801, DATA),
    );
    await vi.advanceTimersByTimeAsync(ROUTE_LOADING_TIMEOUT_MS - 1);
    expect(outcome.result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome.result).toEqual({ kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(10);
    expect(outcome.result).toEqual({ kind: 'timeout' });
  });

  it('times out when a part never arrives', async () => {
    const outcome = start(() => after(10, MODULE), never);
    await vi.advanceTimersByTimeAsync(ROUTE_LOADING_TIMEOUT_MS);
    expect(outcome.result).toEqual({ kind: 'timeout' });
  });

  it.each([
    ['the code', 'code'],
    ['the data', 'data'],
  ])('fails with the error when %s fails, without waiting for the other part', async (_what, failing) => {
    const error = new Error(`${failing} failed`);
    const outcome = start(
      () => (failing === 'code' ? failAfter(200, error) : never()),
      () => (failing === 'data' ? failAfter(200, error) : never()),
    );
    await vi.advanceTimersByTimeAsync(200);
    expect(outcome.result).toEqual({ kind: 'failed', error });
    expect(outcome.result?.kind === 'failed' && outcome.result.error).toBe(error);
  });

  it('starts loading the code and the data in parallel', () => {
    const loadModule = vi.fn(never);
    const loadData = vi.fn(never);
    void loadRoute(loadModule, loadData);
    expect(loadModule).toHaveBeenCalledTimes(1);
    expect(loadData).toHaveBeenCalledTimes(1);
  });
});
