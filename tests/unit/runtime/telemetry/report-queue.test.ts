import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { createEnvelope, type Envelope } from '@sentry/core';
import { openIdbStore } from '../../../../src/runtime/storage/open-idb-store.ts';
import { createReportQueue, type ReportQueue } from '../../../../src/runtime/telemetry/report-queue.ts';

const envelope = (id: number): Envelope => createEnvelope({ event_id: `e${id}` }, [[{ type: 'event' }, { event_id: `e${id}`, message: `report ${id}` }]]) as Envelope;
const idOf = (queued: Envelope | undefined) => (queued?.[0] as { event_id?: string } | undefined)?.event_id;

let clock = 0;
function queueOf(limit = 5, store = openIdbStore('hallway-reports', 'keyval')): ReportQueue {
  return createReportQueue({ store, limit, leaseMs: 1000, now: () => clock });
}

async function drain(queue: ReportQueue): Promise<string[]> {
  const ids: string[] = [];
  for (let found = await queue.shift(); found; found = await queue.shift()) {
    ids.push(idOf(found)!);
    await queue.acknowledge(found);
  }
  return ids;
}

describe('createReportQueue', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
    clock = 0;
  });

  it('hands envelopes out in the order they were queued, with their content intact', async () => {
    const queue = queueOf();
    for (const id of [1, 2, 3]) await queue.push(envelope(id));
    const first = await queue.shift();
    expect(first).toEqual(envelope(1));
    await queue.acknowledge(first!);
    expect(await drain(queue)).toEqual(['e2', 'e3']);
    expect(await queue.size()).toBe(0);
  });

  it('puts a failed retry back at the front', async () => {
    const queue = queueOf();
    for (const id of [1, 2]) await queue.push(envelope(id));
    const first = await queue.shift();
    await queue.unshift(first!);
    expect(await drain(queue)).toEqual(['e1', 'e2']);
  });

  it('keeps an envelope until the server has answered for it, so a closed page loses nothing', async () => {
    const store = openIdbStore('hallway-reports', 'keyval');
    await queueOf(5, store).push(envelope(1));
    expect(idOf(await queueOf(5, store).shift())).toBe('e1');
    // The page closed while sending: a new page does not send it twice at once…
    const reopened = queueOf(5, store);
    expect(await reopened.shift()).toBeUndefined();
    expect(await reopened.size()).toBe(1);
    // …but once the lease has run out, it is sent again (the server ignores a repeated event id).
    clock += 1001;
    expect(await drain(reopened)).toEqual(['e1']);
  });

  it('keeps what it holds across a new queue on the same database (a reload)', async () => {
    const store = openIdbStore('hallway-reports', 'keyval');
    for (const id of [1, 2]) await queueOf(5, store).push(envelope(id));
    expect(await drain(queueOf(5, openIdbStore('hallway-reports', 'keyval')))).toEqual(['e1', 'e2']);
  });

  it('drops the oldest beyond its bound and counts them once', async () => {
    const queue = queueOf(3);
    for (const id of [1, 2, 3, 4, 5]) await queue.push(envelope(id));
    expect(await queue.size()).toBe(3);
    expect(await queue.takeDropped()).toBe(2);
    expect(await queue.takeDropped()).toBe(0);
    await queue.push(envelope(6));
    expect(await queue.takeDropped()).toBe(1);
    expect(await drain(queue)).toEqual(['e4', 'e5', 'e6']);
  });
});
