import { del, get, update, type UseStore } from 'idb-keyval';
import { mergeStars, type LocalStars, type StarChange } from './merge-stars.ts';

const STARS_KEY = 'stars';

export interface StarStore {
  /** Every star change kept on the device, by event id. */
  all(): Promise<LocalStars>;
  /** Records a change made on this device. */
  set(change: StarChange): Promise<LocalStars>;
  /** Joins the account's stars in (last write wins); answers the local changes the server should get. */
  merge(server: readonly StarChange[]): Promise<{ readonly stars: LocalStars; readonly toSend: readonly StarChange[] }>;
  /** Forgets every star (after a sign-out: they are the account's). */
  forget(): Promise<void>;
}

/**
 * The device's stars (§7): one record in an idb-keyval store, each change read and written in one
 * transaction so two tabs starring at once both count.
 */
export function createStarStore(store: UseStore): StarStore {
  return {
    all: async () => (await get<LocalStars>(STARS_KEY, store)) ?? {},
    async set({ eventId, starred, at }) {
      let stars: LocalStars = {};
      await update<LocalStars>(STARS_KEY, (kept) => (stars = { ...kept, [eventId]: { starred, at } }), store);
      return stars;
    },
    async merge(server) {
      let merged = mergeStars({}, []);
      await update<LocalStars>(STARS_KEY, (kept) => (merged = mergeStars(kept ?? {}, server)).stars, store);
      return merged;
    },
    forget: () => del(STARS_KEY, store),
  };
}
