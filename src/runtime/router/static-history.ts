import type { HistoryLocation, HistoryStore } from './history-store.ts';

const NEVER = () => () => undefined;

/**
 * A history that stays at one URL: what a server render reads (there is no browser history to
 * follow, and nothing navigates while a page is rendered to HTML).
 */
export function createStaticHistory(href: string): HistoryStore {
  const url = new URL(href, 'http://hallway.invalid');
  const location: HistoryLocation = { pathname: url.pathname, search: url.search, hash: '', key: 'rendered', type: 'initial', depth: 0 };
  return {
    getSnapshot: () => location,
    subscribe: NEVER,
    navigate: () => undefined,
    replaceSearch: () => undefined,
  };
}
