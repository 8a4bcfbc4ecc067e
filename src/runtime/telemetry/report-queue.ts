import { promisifyRequest, type UseStore } from 'idb-keyval';
import { parseEnvelope, serializeEnvelope, type Envelope, type OfflineStore } from '@sentry/core';

export interface ReportQueueOptions {
  readonly store: UseStore;
  /** Envelopes kept at most; on overflow the oldest go and are counted (REPORT_QUEUE_LIMIT). */
  readonly limit: number;
  /** How long a handed-out envelope is kept back from other senders before it counts as lost. */
  readonly leaseMs?: number;
  readonly now?: () => number;
}

export interface ReportQueue extends OfflineStore {
  /** The envelope was answered by the server: remove it for good. */
  acknowledge(envelope: Envelope): Promise<void>;
  /** How many envelopes overflow has dropped since the last call; the count starts again at 0. */
  takeDropped(): Promise<number>;
  size(): Promise<number>;
}

interface QueuedEnvelope {
  readonly envelope: string | Uint8Array;
  /** Until then the envelope is out being sent and not handed out again. */
  readonly leasedUntil: number;
}

const DROPPED_KEY = 'dropped';
const DEFAULT_LEASE_MS = 30_000;

const done = (store: IDBObjectStore) => promisifyRequest(store.transaction);
async function positions(store: IDBObjectStore): Promise<number[]> {
  const keys = await promisifyRequest(store.getAllKeys());
  return keys.filter((key): key is number => typeof key === 'number');
}

/**
 * The offline store behind Sentry's `makeOfflineTransport` (DESIGN §8), on idb-keyval: envelopes
 * in order, bounded, dropping and counting the oldest on overflow. `shift` does not delete: the
 * envelope is leased and deleted once the server answered, so a page closed while a report is
 * on its way keeps it (sent again later; the server ignores a repeated event id).
 */
export function createReportQueue(options: ReportQueueOptions): ReportQueue {
  const { store, limit, leaseMs = DEFAULT_LEASE_MS, now = Date.now } = options;
  const handedOut = new WeakMap<Envelope, number>();

  const put = (at: 'end' | 'start', envelope: Envelope) =>
    store('readwrite', async (objects) => {
      const keys = await positions(objects);
      const overflow = at === 'end' ? keys.length - limit + 1 : 0;
      if (overflow > 0) {
        keys.splice(0, overflow).forEach((key) => objects.delete(key));
        const dropped = ((await promisifyRequest(objects.get(DROPPED_KEY))) as number | undefined) ?? 0;
        objects.put(dropped + overflow, DROPPED_KEY);
      }
      const key = at === 'end' ? Math.max(0, ...keys) + 1 : Math.min(0, ...keys) - 1;
      objects.put({ envelope: serializeEnvelope(envelope), leasedUntil: 0 } satisfies QueuedEnvelope, key);
      return done(objects);
    });

  return {
    push: (envelope) => put('end', envelope),

    // A retry that failed goes back where it was, available again at once.
    unshift: async (envelope) => {
      const key = handedOut.get(envelope);
      if (key === undefined) return put('start', envelope);
      handedOut.delete(envelope);
      await store('readwrite', async (objects) => {
        const queued = (await promisifyRequest(objects.get(key))) as QueuedEnvelope | undefined;
        if (queued) objects.put({ ...queued, leasedUntil: 0 }, key);
        return done(objects);
      });
    },

    shift: () =>
      store('readwrite', async (objects) => {
        for (const key of await positions(objects)) {
          const queued = (await promisifyRequest(objects.get(key))) as QueuedEnvelope;
          if (queued.leasedUntil > now()) continue;
          objects.put({ ...queued, leasedUntil: now() + leaseMs }, key);
          await done(objects);
          const envelope = parseEnvelope(queued.envelope);
          handedOut.set(envelope, key);
          return envelope;
        }
        return undefined;
      }),

    acknowledge: async (envelope) => {
      const key = handedOut.get(envelope);
      if (key === undefined) return;
      handedOut.delete(envelope);
      await store('readwrite', (objects) => {
        objects.delete(key);
        return done(objects);
      });
    },

    takeDropped: () =>
      store('readwrite', async (objects) => {
        const dropped = ((await promisifyRequest(objects.get(DROPPED_KEY))) as number | undefined) ?? 0;
        if (dropped > 0) objects.delete(DROPPED_KEY);
        await done(objects);
        return dropped;
      }),

    size: () => store('readonly', async (objects) => (await positions(objects)).length),
  };
}
