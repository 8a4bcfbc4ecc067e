import { useEffect, useSyncExternalStore } from 'react';
import { sendThroughOutbox } from '../../runtime/actions/outbox-sync.ts';
import { deviceStore } from '../../runtime/storage/stores.ts';
import type { LocalStars } from './merge-stars.ts';
import { persistStorageOnce } from './persist-storage-once.ts';
import { createStarStore, type RenamedEvent, type StarStore } from './star-store.ts';
import { now } from '../../runtime/clock/clock.ts';
import { createStore, useStore } from '../../runtime/store/create-store.ts';

/**
 * The device's stars, shared by every star button and the agenda: applied here and in IndexedDB
 * at once, then sent through the outbox (§7). Other tabs hear of each change and read it again.
 */

const STARS_CHANNEL = 'hallway-stars';

let store: StarStore | null = null;
/** Every star change by event id; null until read from IndexedDB. */
const stars = createStore<LocalStars | null>(null);
let loaded: Promise<void> | null = null;
let channel: BroadcastChannel | null | undefined;

export function starStore(): StarStore {
  return (store ??= createStarStore(deviceStore()));
}

function publish(next: LocalStars): void {
  stars.set(next);
}

function starsChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(STARS_CHANNEL) : null;
    if (channel) channel.onmessage = () => void reloadStars();
  }
  return channel;
}

/** Reads the stars from IndexedDB again (after a merge with the account's, or another tab's change). */
export function reloadStars(): Promise<void> {
  starsChannel();
  // Without IndexedDB the stars last as long as the page.
  loaded = starStore()
    .all()
    .then(publish, () => publish(stars.get() ?? {}));
  return loaded;
}

/** Tells the other tabs that the stars changed. */
export function announceStars(): void {
  starsChannel()?.postMessage('changed');
}

/**
 * After a re-import renumbered events: the device's stars follow them to their new ids (the
 * server moves the account's itself), shown at once and in the other tabs. Answers the stars
 * before and after; unchanged when nothing was renamed.
 */
export async function followRenamedEvents(renamed: readonly RenamedEvent[]): Promise<{ readonly before: LocalStars; readonly after: LocalStars }> {
  if (renamed.length === 0) {
    const current = await starStore().all();
    return { before: current, after: current };
  }
  const moved = await starStore().remap(renamed);
  publish(moved.after);
  announceStars();
  return moved;
}

/** Every star change on this device by event id; null until read from IndexedDB. */
export function useStars(): LocalStars | null {
  const current = useStore(stars);
  useEffect(() => {
    if (!loaded) void reloadStars();
  }, []);
  return current;
}

/**
 * Turns an event's star over: a press made before the stars are read from IndexedDB waits for
 * them, so it is never lost nor applied to a state the person did not see. Presses in a row each
 * see the one before.
 */
export async function toggleStar(eventId: string): Promise<void> {
  if (stars.get() === null) await (loaded ?? reloadStars());
  await setStarred(eventId, stars.get()?.[eventId]?.starred !== true);
}

/**
 * Whether one event is starred on this device (false until the stars are read). A component
 * re-renders only when that event's state changes: a list of hundreds of stars does not render
 * again when the stars arrive from IndexedDB, only the starred ones do.
 */
export function useStarred(eventId: string): boolean {
  const starred = useSyncExternalStore(
    stars.subscribe,
    () => stars.get()?.[eventId]?.starred === true,
    () => false,
  );
  useEffect(() => {
    if (!loaded) void reloadStars();
  }, []);
  return starred;
}

/**
 * Stars or unstars an event: shown at once, kept in IndexedDB with the time of the change, then
 * queued and sent. The first star asks the browser to keep the storage.
 */
export async function setStarred(eventId: string, starred: boolean): Promise<void> {
  const change = { eventId, starred, at: new Date(now()).toISOString() };
  publish({ ...stars.get(), [eventId]: { starred, at: change.at } });
  try {
    publish(await starStore().set(change));
    announceStars();
  } catch {
    // Kept in memory for this page; the outbox below may still send it.
  }
  if (starred) void persistStorageOnce();
  await sendThroughOutbox('star', change).catch(() => undefined);
}
