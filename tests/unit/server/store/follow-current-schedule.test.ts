import { afterEach, describe, expect, it, vi } from 'vitest';
import { followCurrentSchedule } from '../../../../src/server/store/follow-current-schedule.ts';
import { makeScheduleVersionCurrent, saveScheduleVersion, type StoredSchedule } from '../../../../src/server/store/schedule-versions.ts';
import { SAMPLE_SCHEDULE } from '../fixtures/sample-schedule.ts';
import { openTestStore } from '../test-store.ts';

const renamed = { ...SAMPLE_SCHEDULE, conference: { ...SAMPLE_SCHEDULE.conference, title: 'Renamed' } };
const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.restoreAllMocks();
});

/** An instance's holder: the version it serves, and each swap it was asked for. */
function instanceServing(version: string) {
  const swaps: StoredSchedule[] = [];
  let served = version;
  const replace = (stored: StoredSchedule) => {
    swaps.push(stored);
    served = stored.version;
  };
  return { swaps, served: () => served, replace };
}

describe('followCurrentSchedule', () => {
  it('serves a version another instance published, then one it rolled back to, each once', async () => {
    const store = await openTestStore();
    const first = await saveScheduleVersion(store, { raw: 'first', source: 'first.json', schedule: SAMPLE_SCHEDULE, warnings: [] });
    const instance = instanceServing(first.version);
    stops.push(followCurrentSchedule({ store, ...instance, intervalMs: 10 }));

    // Published through another instance: this one had no part in it.
    const second = await saveScheduleVersion(store, { raw: 'second', source: 'second.json', schedule: renamed, warnings: [] });
    await vi.waitFor(() => expect(instance.served()).toBe(second.version), { timeout: 2000, interval: 10 });
    expect(instance.swaps.map((stored) => stored.schedule.conference.title)).toEqual(['Renamed']);

    await makeScheduleVersionCurrent(store, first.version);
    await vi.waitFor(() => expect(instance.served()).toBe(first.version), { timeout: 2000, interval: 10 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(instance.swaps.map((stored) => stored.version)).toEqual([second.version, first.version]);
  });

  it('leaves an instance that serves the current version alone', async () => {
    const store = await openTestStore();
    const current = await saveScheduleVersion(store, { raw: 'only', source: 'only.json', schedule: SAMPLE_SCHEDULE, warnings: [] });
    const instance = instanceServing(current.version);
    stops.push(followCurrentSchedule({ store, ...instance, intervalMs: 10 }));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(instance.swaps).toEqual([]);
  });

  it('logs a failed read and goes on following', async () => {
    const store = await openTestStore();
    const first = await saveScheduleVersion(store, { raw: 'first', source: 'first.json', schedule: SAMPLE_SCHEDULE, warnings: [] });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const instance = instanceServing(first.version);
    let failing = true;
    // The store, but every read throws while `failing`.
    const flaky = new Proxy(store, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key, target);
        if (key === 'selectFrom' && failing) {
          return () => {
            throw new Error('connection lost');
          };
        }
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    stops.push(followCurrentSchedule({ store: flaky, ...instance, intervalMs: 10 }));
    await vi.waitFor(() => expect(errors).toHaveBeenCalled(), { timeout: 2000, interval: 10 });
    failing = false;
    const second = await saveScheduleVersion(store, { raw: 'second', source: 'second.json', schedule: renamed, warnings: [] });
    await vi.waitFor(() => expect(instance.served()).toBe(second.version), { timeout: 2000, interval: 10 });
  });
});
