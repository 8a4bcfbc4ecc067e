import { get, set } from 'idb-keyval';
import { deviceStore } from '../../runtime/storage/stores.ts';

const PERSIST_ASKED_KEY = 'persist-asked';
let asked = false;

/**
 * Asks the browser to keep Hallway's storage under pressure (§12), the first time the user stars
 * something: from then on the device holds something of theirs. Asked once per device, remembered
 * in IndexedDB — a browser that prompts (Firefox) must not prompt on every star.
 */
export async function persistStorageOnce(): Promise<void> {
  if (asked || typeof navigator === 'undefined' || !navigator.storage?.persist) return;
  asked = true;
  const store = deviceStore();
  if (await get<boolean>(PERSIST_ASKED_KEY, store).catch(() => false)) return;
  await set(PERSIST_ASKED_KEY, true, store).catch(() => undefined);
  if (await navigator.storage.persisted?.().catch(() => false)) return;
  await navigator.storage.persist().catch(() => false);
}
