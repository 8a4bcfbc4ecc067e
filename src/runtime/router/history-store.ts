import { createStore } from '../store/create-store.ts';

/** How the current history entry was reached: the router restores scroll only on `pop`. */
export type NavigationType = 'initial' | 'push' | 'replace' | 'pop';

export interface HistoryLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  /** Per-entry key kept in `history.state`: scroll positions are stored under it (§4.8). */
  readonly key: string;
  readonly type: NavigationType;
  /** How many entries of this app lie behind this one in the tab's history: Back stays in the app when > 0. */
  readonly depth: number;
}

export interface HistoryStore {
  readonly getSnapshot: () => HistoryLocation;
  readonly subscribe: (listener: () => void) => () => void;
  /** Pushes a new entry, or replaces the current one; a push to the current URL replaces instead (§4.8). */
  readonly navigate: (to: string, options?: { readonly replace?: boolean }) => void;
  /**
   * Rewrites the current entry's query (`?track=web`, or `''`) in place: no navigation, so the
   * screen stays as it is (focus included) and the location the router loaded it for is kept.
   * A reload, a shared link or Back to this entry then opens with that query.
   */
  readonly replaceSearch: (search: string) => void;
}

const createKey = () => Math.random().toString(36).slice(2, 10);

function keyOf(state: unknown): string | null {
  const key = (state as { key?: unknown } | null)?.key;
  return typeof key === 'string' ? key : null;
}

function depthOf(state: unknown): number {
  const depth = (state as { depth?: unknown } | null)?.depth;
  return typeof depth === 'number' && Number.isInteger(depth) && depth > 0 ? depth : 0;
}

/** The browser history as a store for `useSyncExternalStore`, with an entry key in `history.state`. */
export function createHistoryStore(win: Window = window): HistoryStore {
  const read = (type: NavigationType): HistoryLocation => {
    const { pathname, search, hash } = win.location;
    return { pathname, search, hash, key: keyOf(win.history.state) ?? createKey(), type, depth: depthOf(win.history.state) };
  };
  const location = createStore(read('initial'));
  const { key } = location.get();
  if (keyOf(win.history.state) !== key) win.history.replaceState({ ...(win.history.state as object | null), key, depth: location.get().depth }, '');
  win.addEventListener('popstate', () => location.set(read('pop')));

  return {
    getSnapshot: location.get,
    subscribe: location.subscribe,
    navigate(to, options = {}) {
      const target = new URL(to, win.location.href);
      const here = win.location;
      const same = target.pathname === here.pathname && target.search === here.search && target.hash === here.hash;
      const replace = options.replace === true || same;
      const current = location.get();
      const key = replace ? current.key : createKey();
      const depth = replace ? current.depth : current.depth + 1;
      const href = target.pathname + target.search + target.hash;
      if (replace) win.history.replaceState({ key, depth }, '', href);
      else win.history.pushState({ key, depth }, '', href);
      location.set({ ...read(replace ? 'replace' : 'push'), key, depth });
    },
    replaceSearch(search) {
      const here = win.location;
      win.history.replaceState(win.history.state, '', here.pathname + search + here.hash);
    },
  };
}
