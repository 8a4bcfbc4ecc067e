import { deleteExpiredAttempts } from '../accounts/attempt-throttle.ts';
import { deleteExpiredKnownDevices } from '../accounts/known-device-store.ts';
import { deleteExpiredInvites } from '../accounts/organizer-invite-store.ts';
import { deleteEndedSessions } from '../accounts/session-store.ts';
import { forgetIdleDevices } from '../actions/forget-idle-devices.ts';
import { forgetOldKeys } from '../actions/idempotency-store.ts';
import type { Store } from './open-store.ts';
import { deleteExpiredCandidates } from './schedule-candidates.ts';

/**
 * How often the server prunes: nothing depends on a row going the moment its lifetime ends, so
 * an hour's delay is harmless, and a pass (a few deletes, each at most a scan of its table) is cheap.
 */
export const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/** How many rows one pass deleted, per kind. */
export interface PrunedRows {
  readonly sessions: number;
  readonly idempotencyKeys: number;
  readonly attempts: number;
  /** Stars, feedback and idempotency keys of signed-out devices idle for 90 days. */
  readonly idleDeviceRows: number;
  readonly knownDevices: number;
  /** Organizer invites past their 24 hours, used or not. */
  readonly invites: number;
  /** Checked schedules not published within their hour (each up to 20 MB). */
  readonly scheduleCandidates: number;
}

/**
 * Deletes what can no longer matter, one kind after the other (each delete whole on its own;
 * nothing needs them to go together): sessions that expired or were revoked,
 * idempotency keys past IDEMPOTENCY_KEY_LIFETIME_MS, attempts that no longer count against a
 * limit, every row of signed-out devices idle for DEVICE_IDLE_LIFETIME_MS, and known devices past
 * KNOWN_DEVICE_LIFETIME_MS, organizer invites past ORGANIZER_INVITE_LIFETIME_MS, and checked
 * schedules not published within CANDIDATE_LIFETIME_MS. Without it
 * these tables only ever grow.
 */
export async function pruneExpired(store: Store, now: Date): Promise<PrunedRows> {
  return {
    sessions: await deleteEndedSessions(store, now),
    idempotencyKeys: await forgetOldKeys(store, now),
    attempts: await deleteExpiredAttempts(store, now),
    idleDeviceRows: await forgetIdleDevices(store, now),
    knownDevices: await deleteExpiredKnownDevices(store, now),
    invites: await deleteExpiredInvites(store, now),
    scheduleCandidates: await deleteExpiredCandidates(store, now),
  };
}

export interface StartPruningOptions {
  readonly intervalMs?: number;
  readonly now?: () => Date;
}

/**
 * Prunes the store at start-up and then every `intervalMs` (an hour by default); returns a
 * function that stops it. The timer never keeps the process alive on its own, and a failed
 * pass is logged and tried again on the next tick rather than taking the server down.
 */
export function startPruning(store: Store, options: StartPruningOptions = {}): () => void {
  const { intervalMs = PRUNE_INTERVAL_MS, now = () => new Date() } = options;

  async function pruneOnce(): Promise<void> {
    try {
      await pruneExpired(store, now());
    } catch (error) {
      console.error('[hallway] pruning expired rows failed:', error);
    }
  }

  void pruneOnce();
  const timer = setInterval(() => void pruneOnce(), intervalMs);
  timer.unref();
  return function stopPruning() {
    clearInterval(timer);
  };
}
