import { useEffect, useState } from 'react';
import { get, update } from 'idb-keyval';
import { deviceStore } from '../runtime/storage/stores.ts';
import { createStore, useStore } from '../runtime/store/create-store.ts';
import { NO_DEVICE_CHANGES, type DeviceChanges, type UnseenChange } from './changed-events.ts';

/**
 * The schedule changes this device keeps (DeviceChanges) in one IndexedDB record, shared by the
 * "Schedule updated" notice, What changed, the agenda and the event screen. Each change is one
 * transaction, so two tabs writing at once both count; the other tabs hear of it and read again.
 */

const CHANGES_KEY = 'schedule-changes';
const CHANGES_CHANNEL = 'hallway-schedule-changes';

/** Null until read from IndexedDB (and in a server render). */
const kept = createStore<DeviceChanges | null>(null);
let loaded: Promise<DeviceChanges> | null = null;
let channel: BroadcastChannel | null | undefined;

function changesChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANGES_CHANNEL) : null;
    if (channel) channel.onmessage = () => void reloadDeviceChanges();
  }
  return channel;
}

/** Reads the record from IndexedDB again; without IndexedDB what this page knows is kept. */
export function reloadDeviceChanges(): Promise<DeviceChanges> {
  changesChannel();
  loaded = get<DeviceChanges>(CHANGES_KEY, deviceStore()).then(
    (stored) => {
      const value = { ...NO_DEVICE_CHANGES, ...stored };
      kept.set(value);
      return value;
    },
    () => kept.get() ?? NO_DEVICE_CHANGES,
  );
  return loaded;
}

/** The record as last read (read once per page). */
export function readDeviceChanges(): Promise<DeviceChanges> {
  return loaded ?? reloadDeviceChanges();
}

/** Changes the record in one transaction and shows the result at once, here and in the other tabs. */
export async function updateDeviceChanges(change: (current: DeviceChanges) => DeviceChanges): Promise<DeviceChanges> {
  let next = change(kept.get() ?? NO_DEVICE_CHANGES);
  try {
    await update<DeviceChanges>(CHANGES_KEY, (stored) => (next = change({ ...NO_DEVICE_CHANGES, ...stored })), deviceStore());
    changesChannel()?.postMessage('changed');
  } catch {
    // Without IndexedDB the change lasts as long as the page.
  }
  kept.set(next);
  loaded = Promise.resolve(next);
  return next;
}

/** What changed opened at this version: the next What changed starts here. */
export function markVersionSeen(version: string): Promise<DeviceChanges> {
  return updateDeviceChanges((current) => (current.seen === version ? current : { ...current, seen: version }));
}

/** An event's screen was opened: its badge goes (on the next visit). */
export function markChangeSeen(eventId: string): Promise<DeviceChanges> {
  return updateDeviceChanges((current) => {
    if (!(eventId in current.events)) return current;
    const { [eventId]: _seen, ...events } = current.events;
    return { ...current, events };
  });
}

/** A removed starred event's notice was dismissed. */
export function dismissRemoved(eventId: string): Promise<DeviceChanges> {
  return updateDeviceChanges((current) => {
    if (!(eventId in current.removed)) return current;
    const { [eventId]: _dismissed, ...removed } = current.removed;
    return { ...current, removed };
  });
}

/** The record in a component; null on the server and until IndexedDB has answered. */
export function useDeviceChanges(): DeviceChanges | null {
  const value = useStore(kept);
  useEffect(() => {
    if (!loaded) void reloadDeviceChanges();
  }, []);
  return value;
}

/**
 * An event's unseen change, for its own screen: shown as long as the screen is open, and marked
 * seen once shown, so the badge is gone on the next visit rather than while it is being read.
 */
export function useChangeUntilSeen(eventId: string): UnseenChange | null {
  const current = useDeviceChanges()?.events[eventId] ?? null;
  const [shown, setShown] = useState<{ readonly eventId: string; readonly change: UnseenChange } | null>(null);
  useEffect(() => {
    if (!current) return;
    setShown({ eventId, change: current });
    void markChangeSeen(eventId);
  }, [eventId, current]);
  return shown?.eventId === eventId ? shown.change : current;
}
