import { get, set } from 'idb-keyval';
import { randomUuid } from './random-uuid.ts';
import { deviceStore } from './stores.ts';

const DEVICE_ID_KEY = 'device-id';
let pending: Promise<string> | undefined;

/**
 * This device's id (a random UUID, made once and kept in IndexedDB), sent as `Hallway-Device`
 * so changes can be made without an account (§7). Without IndexedDB (a private window that
 * refuses it) the id lasts as long as the page.
 */
export function deviceId(): Promise<string> {
  pending ??= (async () => {
    const stored = await get<string>(DEVICE_ID_KEY, deviceStore()).catch(() => undefined);
    if (stored) return stored;
    const made = randomUuid();
    await set(DEVICE_ID_KEY, made, deviceStore()).catch(() => undefined);
    return made;
  })();
  return pending;
}
