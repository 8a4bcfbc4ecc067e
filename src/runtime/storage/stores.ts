import type { UseStore } from 'idb-keyval';
import { openIdbStore } from './open-idb-store.ts';

/**
 * The app's IndexedDB stores, each in a database of its own, each opened once, on first use.
 * Clearing one (a test, a user's site settings) never touches the others.
 */
const opened = new Map<string, UseStore>();
const storeOf = (dbName: string) => (): UseStore => {
  let store = opened.get(dbName);
  if (!store) opened.set(dbName, (store = openIdbStore(dbName, 'keyval')));
  return store;
};

/** Error reports waiting to be sent, and the error-reporting settings last seen (§8). */
export const reportsStore = storeOf('hallway-reports');
/** Actions made offline, waiting to be replayed in order (§7), and what they changed locally. */
export const outboxStore = storeOf('hallway-outbox');
/** This device's own settings: its id, and the changes made on it. */
export const deviceStore = storeOf('hallway-device');
/** Errors caught before the error-reporting SDK arrived, kept until it has taken them (§8). */
export const earlyErrorsStore = storeOf('hallway-early-errors');
