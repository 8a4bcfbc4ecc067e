import type { AccountData } from '../../shared/actions.ts';
import { startOutboxSync } from '../../runtime/actions/outbox-sync.ts';
import { reportNetworkResult } from '../../runtime/pwa/network-status.ts';
import { rememberSignedIn, wasSignedIn } from '../../runtime/session/signed-in.ts';
import type { StarChange } from './merge-stars.ts';
import { announceStars, reloadStars, starStore } from './use-stars.ts';

const ACCOUNT_DATA_URL = '/data/account.json';

/** What a sync found: stars merged with the account's, nobody signed in, or no usable answer. */
export type StarSyncResult = 'merged' | 'signed-out' | 'unavailable';

function isStarChange(value: unknown): value is StarChange {
  const change = value as Partial<StarChange> | null;
  return typeof change?.eventId === 'string' && typeof change.starred === 'boolean' && typeof change.at === 'string';
}

/** The account's stars from `/data/account.json`'s `{ version, data }`, or null for any other shape. */
function accountStars(body: unknown): StarChange[] | null {
  const stars = (body as { data?: Partial<AccountData> } | null)?.data?.stars;
  return Array.isArray(stars) && stars.every(isStarChange) ? stars.map(({ eventId, starred, at }) => ({ eventId, starred, at })) : null;
}

const changeKey = (change: StarChange) => `${change.starred} ${change.at} ${change.eventId}`;

/**
 * Joins this device's stars with the signed-in account's (§11): last write wins per event by
 * `at`; local changes the server lacks or has older are queued again, unless the outbox holds
 * them already. Signed out (401), the local stars stay as they are.
 *
 * The account screens call this after sign-in and sign-out; start-up calls it when the last look
 * found someone signed in (a signed-out device never asks, so no 401 is logged on every start).
 */
export async function syncStars(): Promise<StarSyncResult> {
  let response: Response;
  try {
    response = await fetch(ACCOUNT_DATA_URL, { headers: { Accept: 'application/json' }, credentials: 'same-origin', cache: 'no-store' });
  } catch {
    reportNetworkResult(false);
    return 'unavailable';
  }
  reportNetworkResult(true);
  if (response.status === 401) {
    rememberSignedIn(false);
    return 'signed-out';
  }
  const server = response.ok ? accountStars(await response.json().catch(() => null)) : null;
  if (!server) return 'unavailable';
  rememberSignedIn(true);

  const outbox = startOutboxSync();
  const { toSend } = await starStore().merge(server);
  await reloadStars();
  announceStars();
  const queued = new Set((await outbox.entries()).flatMap((entry) => (entry.name === 'star' ? [changeKey(entry.body as StarChange)] : [])));
  for (const change of toSend) if (!queued.has(changeKey(change))) await outbox.enqueue('star', change);
  void outbox.replay().catch(() => undefined);
  return 'merged';
}

/** Start-up (after `load`, idle): replay the outbox, and sync the stars if someone was signed in. */
export async function startSync(): Promise<void> {
  startOutboxSync();
  if (wasSignedIn()) await syncStars();
}

/**
 * After a sign-out: the stars the device kept for the account go, so nothing of the previous
 * person outlives a sign-out on the device (§15); they are the account's, and come back with the
 * next sign-in.
 */
export async function forgetStars(): Promise<void> {
  await starStore().forget();
  await reloadStars();
  announceStars();
}

/** Loaded with the outbox by the sync status, which shows it while changes wait. */
export { SyncRetry } from './sync-retry.tsx';
