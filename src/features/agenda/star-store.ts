import { del, get, update, type UseStore } from 'idb-keyval';
import { mergeStars, type LocalStars, type StarChange, type StarState } from './merge-stars.ts';

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
  /** Moves each star to the event's new id after a re-import (`remapStars`), in one transaction; answers the stars before and after. */
  remap(renamed: readonly RenamedEvent[]): Promise<{ readonly before: LocalStars; readonly after: LocalStars }>;
}

/** An event a re-import gave another id (matched by its `guid`). */
export interface RenamedEvent {
  readonly from: string;
  readonly to: string;
}

/**
 * The stars after a re-import renumbered events: each follows its event to the new id, all at
 * once, so swaps (a ↔ b) and chains (a → b, b → c) land where they belong. A star left under an
 * id that another event now has is dropped: the event it was for was renamed or removed, and the
 * renamed one's star takes the id.
 */
export function remapStars(stars: LocalStars, renamed: readonly RenamedEvent[]): LocalStars {
  if (renamed.length === 0) return stars;
  const moves = new Map(renamed.map(({ from, to }) => [from, to]));
  const taken = new Set(moves.values());
  const next: Record<string, StarState> = {};
  for (const [eventId, state] of Object.entries(stars)) {
    const to = moves.get(eventId);
    if (to !== undefined) next[to] = state;
    else if (!taken.has(eventId)) next[eventId] = state;
  }
  return next;
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
    async remap(renamed) {
      let before: LocalStars = {};
      let after: LocalStars = {};
      await update<LocalStars>(STARS_KEY, (kept) => (after = remapStars((before = kept ?? {}), renamed)), store);
      return { before, after };
    },
  };
}
