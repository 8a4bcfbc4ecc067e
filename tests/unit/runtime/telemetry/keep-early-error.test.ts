import 'fake-indexeddb/auto';
import { clear, entries } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { KEPT_ERRORS_LIMIT, forgetKeptError, keepEarlyError, readKeptErrors, reviveKeptError, type KeptError } from '../../../../src/runtime/telemetry/keep-early-error.ts';
import { earlyErrorsStore } from '../../../../src/runtime/storage/stores.ts';

const crumbs = [{ category: 'navigation' as const, message: '(start) → /', level: 'info' as const, timestamp: 1 }];
const id = (n: number) => n.toString(16).padStart(32, '0');

/** What an earlier page left behind: written straight into the store, as it would be. */
async function leftByEarlierPage(n: number): Promise<void> {
  const { set } = await import('idb-keyval');
  const kept: KeptError = {
    eventId: id(n),
    name: 'TypeError',
    message: `earlier ${n}`,
    stack: `TypeError: earlier ${n}\n    at x.js:1:1`,
    url: 'https://hallway.test/speakers',
    at: n,
    breadcrumbs: crumbs,
  };
  await set(kept.eventId, kept, earlyErrorsStore());
}

beforeEach(async () => {
  await clear(earlyErrorsStore());
});

describe('keepEarlyError', () => {
  it('writes the error with its id, message, stack, page and breadcrumbs to IndexedDB', async () => {
    const error = new RangeError('too far');
    await keepEarlyError(error, id(1), crumbs);
    const all = (await entries<string, KeptError>(earlyErrorsStore())) as [string, KeptError][];
    expect(all.map(([key]) => key)).toEqual([id(1)]);
    const kept = all[0]?.[1];
    expect(kept).toMatchObject({ eventId: id(1), name: 'RangeError', message: 'too far', stack: error.stack, breadcrumbs: crumbs });
  });

  it('keeps at most 50: a loop that throws does not fill the disk', async () => {
    for (let n = 0; n < KEPT_ERRORS_LIMIT + 20; n += 1) await keepEarlyError(new Error(`n ${n}`), id(100 + n), []);
    expect((await entries(earlyErrorsStore())).length).toBe(KEPT_ERRORS_LIMIT);
  });
});

describe('readKeptErrors', () => {
  it('hands out what earlier pages kept, oldest first, and keeps each until it is forgotten', async () => {
    await leftByEarlierPage(7);
    await leftByEarlierPage(3);
    await keepEarlyError(new Error('this page'), id(9), []);
    const read = await readKeptErrors();
    expect(read.map((kept) => kept.message)).toEqual(['earlier 3', 'earlier 7']);
    // A page closed before the reports are queued leaves them for the next one.
    expect((await readKeptErrors()).map((kept) => kept.message)).toEqual(['earlier 3', 'earlier 7']);
    for (const kept of read) await forgetKeptError(kept.eventId);
    await forgetKeptError(id(9));
    expect(await entries(earlyErrorsStore())).toEqual([]);
    expect(await readKeptErrors()).toEqual([]);
  });

  it('revives a kept error with its own name, message and stack', async () => {
    await leftByEarlierPage(5);
    const [kept] = await readKeptErrors();
    const error = reviveKeptError(kept!);
    expect(error).toMatchObject({ name: 'TypeError', message: 'earlier 5' });
    expect(error.stack).toContain('at x.js:1:1');
  });
});
