import { promisifyRequest, type UseStore } from 'idb-keyval';
import type { ActionBodies, OutboxActionName } from '../../shared/actions.ts';
import { randomUuid } from '../storage/random-uuid.ts';
import { ActionError } from './action-error.ts';

/** What the caller gives for an action: its body without the idempotency key, which the outbox adds. */
export type OutboxBody<N extends OutboxActionName> = Omit<ActionBodies[N], 'key'>;

/** One queued action: its name, its body with the idempotency key `key`, and when it was queued (ms). */
export type OutboxEntry = { readonly [N in OutboxActionName]: { readonly name: N; readonly body: ActionBodies[N]; readonly at: number } }[OutboxActionName];

/** An entry the server refused with a 4xx that will never succeed, kept so it is not lost silently. */
export interface RejectedEntry {
  readonly entry: OutboxEntry;
  readonly status: number;
  readonly message: string;
  /** A 422's messages by field. */
  readonly fieldErrors: Readonly<Record<string, string>>;
}

export interface ReplayReport {
  /** Idempotency keys the server accepted during this replay, in order. */
  readonly sent: readonly string[];
  /** Entries it refused during this replay. */
  readonly rejected: readonly RejectedEntry[];
  /** Entries still waiting: a network failure, a 5xx or a 429 stopped the replay. */
  readonly waiting: number;
  /** A 429's `Retry-After` (ms) when that is what stopped the replay; null otherwise. */
  readonly retryAfterMs: number | null;
}

export interface OutboxOptions {
  readonly store: UseStore;
  /** Posts one entry. Resolves once the server accepted it; throws an ActionError otherwise. */
  readonly post: (entry: OutboxEntry) => Promise<unknown>;
  readonly now?: () => number;
  /** The idempotency key of a new entry; a random UUID by default. */
  readonly newKey?: () => string;
  /** Refused entries kept at most; the oldest go first. */
  readonly rejectedLimit?: number;
  /** Runs a replay alone, across tabs too (Web Locks in the app); by default it just runs it. */
  readonly exclusive?: <T>(run: () => Promise<T>) => Promise<T>;
}

export interface Outbox {
  /** Appends an action, with a new idempotency key, after every entry already waiting. */
  enqueue<N extends OutboxActionName>(name: N, body: OutboxBody<N>): Promise<OutboxEntry>;
  /**
   * Posts the entries in order, one at a time, each removed once the server answered for it.
   * A call while a replay runs joins it (and makes it look once more for new entries).
   */
  replay(): Promise<ReplayReport>;
  size(): Promise<number>;
  /** What is waiting, in order. */
  entries(): Promise<OutboxEntry[]>;
  /** Entries the server refused, oldest first. */
  rejected(): Promise<RejectedEntry[]>;
  /** Called with the number of entries waiting whenever it may have changed. */
  subscribe(listener: (size: number) => void): () => void;
  /** Reads the size again and tells the listeners (another tab changed the store). */
  refresh(): Promise<number>;
}

const REJECTED_KEY = 'rejected';
const DEFAULT_REJECTED_LIMIT = 50;

const done = (objects: IDBObjectStore) => promisifyRequest(objects.transaction);
/** Entries sit under increasing numbers; the store's other keys (`rejected`) are strings. */
async function positions(objects: IDBObjectStore): Promise<number[]> {
  const keys = await promisifyRequest(objects.getAllKeys());
  return keys.filter((key): key is number => typeof key === 'number');
}

/**
 * Whether the server said no for good: a 4xx other than 408 and 429. Anything else — no answer,
 * a 5xx, a 429, or an answer that was not the server's JSON (a captive portal's page) — may
 * succeed later, so the entry waits.
 */
function refusedForGood(error: unknown): error is ActionError & { status: number } {
  if (!(error instanceof ActionError) || error.status === null || error.code === 'unexpected-response') return false;
  return error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

/**
 * The offline outbox of DESIGN §7, over an idb-keyval store and a post function: actions are
 * kept in IndexedDB in order, each with the idempotency key it keeps across retries, and replayed
 * one at a time. The store outlives the page: a new outbox on the same store (a reload) sees the
 * same entries.
 */
export function createOutbox(options: OutboxOptions): Outbox {
  const { store, post, now = Date.now, newKey = randomUuid, rejectedLimit = DEFAULT_REJECTED_LIMIT } = options;
  const exclusive = options.exclusive ?? ((run) => run());
  const listeners = new Set<(size: number) => void>();
  let running: Promise<ReplayReport> | null = null;
  let requested = false;

  const size = () => store('readonly', async (objects) => (await positions(objects)).length);
  const refresh = async () => {
    const waiting = await size();
    listeners.forEach((listener) => listener(waiting));
    return waiting;
  };

  const head = () =>
    store('readonly', async (objects) => {
      const [position] = await positions(objects);
      if (position === undefined) return null;
      return { position, entry: (await promisifyRequest(objects.get(position))) as OutboxEntry };
    });

  const remove = (position: number, refused: RejectedEntry | null) =>
    store('readwrite', async (objects) => {
      objects.delete(position);
      if (refused) {
        const kept = ((await promisifyRequest(objects.get(REJECTED_KEY))) as RejectedEntry[] | undefined) ?? [];
        objects.put([...kept, refused].slice(-rejectedLimit), REJECTED_KEY);
      }
      return done(objects);
    });

  async function drain(): Promise<ReplayReport> {
    const sent: string[] = [];
    const rejected: RejectedEntry[] = [];
    let retryAfterMs: number | null = null;
    // Each pass runs until the outbox is empty or a post fails; a replay asked for meanwhile
    // (the `online` event while a post was failing) earns one more pass.
    while (requested) {
      requested = false;
      for (let next = await head(); next; next = await head()) {
        let refused: RejectedEntry | null = null;
        try {
          await post(next.entry);
          sent.push(next.entry.body.key);
        } catch (error) {
          if (!refusedForGood(error)) {
            const retryAfter = error instanceof ActionError ? error.retryAfter : null;
            retryAfterMs = retryAfter === null ? null : retryAfter * 1000;
            break;
          }
          refused = { entry: next.entry, status: error.status, message: error.message, fieldErrors: { ...error.fieldErrors } };
          rejected.push(refused);
        }
        await remove(next.position, refused);
        await refresh();
      }
    }
    const waiting = await size();
    return { sent, rejected, waiting, retryAfterMs: waiting > 0 ? retryAfterMs : null };
  }

  return {
    async enqueue(name, body) {
      const entry = { name, body: { ...body, key: newKey() }, at: now() } as unknown as OutboxEntry;
      await store('readwrite', async (objects) => {
        // Read and written in one transaction, so two tabs queueing at once never share a number.
        const taken = await positions(objects);
        objects.put(entry, (taken.at(-1) ?? 0) + 1);
        return done(objects);
      });
      await refresh();
      return entry;
    },

    replay() {
      requested = true;
      running ??= exclusive(drain).finally(() => {
        running = null;
      });
      return running;
    },

    size,
    entries: () =>
      store('readonly', async (objects) => {
        const all = await Promise.all((await positions(objects)).map((position) => promisifyRequest(objects.get(position))));
        return all as OutboxEntry[];
      }),
    rejected: () => store('readonly', async (objects) => ((await promisifyRequest(objects.get(REJECTED_KEY))) as RejectedEntry[] | undefined) ?? []),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh,
  };
}
