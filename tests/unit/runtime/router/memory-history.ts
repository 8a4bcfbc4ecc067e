import type { HistoryLocation, HistoryStore, NavigationType } from '../../../../src/runtime/router/history-store.ts';

export interface MemoryHistory extends HistoryStore {
  /** Every entry's URL, oldest first. */
  readonly entries: () => readonly string[];
  /** Every navigate call, as made. */
  readonly calls: Array<{ readonly to: string; readonly replace: boolean }>;
  /** Goes one entry back, like the browser's back button. */
  readonly back: () => void;
}

export interface MemoryHistoryOptions {
  /** Where a navigation to `to` lands; `to` itself by default (a test can make a history that loops). */
  readonly land?: (to: string, call: number) => string;
}

/** An in-memory HistoryStore: pushes, replaces (a push to the current URL replaces) and back. */
export function createMemoryHistory(initial: string, { land = (to) => to }: MemoryHistoryOptions = {}): MemoryHistory {
  let nextKey = 0;
  const entry = (href: string, type: NavigationType, key = `k${nextKey++}`, depth = 0): HistoryLocation => {
    const url = new URL(href, 'http://localhost:3000');
    // Keep the path as written: the router must see malformed encoding and trailing slashes.
    const pathname = href.split(/[?#]/)[0] || url.pathname;
    return { pathname, search: url.search, hash: url.hash, key, type, depth };
  };
  const stack: HistoryLocation[] = [entry(initial, 'initial')];
  let index = 0;
  const listeners = new Set<() => void>();
  const calls: Array<{ to: string; replace: boolean }> = [];
  const hrefOf = (location: HistoryLocation) => location.pathname + location.search + location.hash;
  /** Entries whose query a screen rewrote in place (replaceSearch). */
  const urls = new WeakMap<HistoryLocation, string>();
  const notify = () => listeners.forEach((listener) => listener());
  const current = () => stack[index] as HistoryLocation;

  return {
    calls,
    entries: () => stack.map((location) => urls.get(location) ?? hrefOf(location)),
    getSnapshot: current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, options = {}) {
      calls.push({ to, replace: options.replace === true });
      const href = land(to, calls.length);
      const replace = options.replace === true || href === hrefOf(current());
      if (replace) {
        stack[index] = entry(href, 'replace', current().key, current().depth);
      } else {
        stack.splice(index + 1, Infinity, entry(href, 'push', undefined, index + 1));
        index++;
      }
      notify();
    },
    // As in the browser: the entry's URL changes, the snapshot the router loaded for does not.
    replaceSearch(search) {
      const shown = current();
      urls.set(shown, shown.pathname + search + shown.hash);
    },
    back() {
      if (index === 0) return;
      index--;
      const shown = current();
      const rewritten = urls.get(shown);
      stack[index] = rewritten === undefined ? { ...shown, type: 'pop' } : entry(rewritten, 'pop', shown.key);
      notify();
    },
  };
}
