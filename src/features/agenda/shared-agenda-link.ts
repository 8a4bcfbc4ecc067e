import { localizePath, type Locale } from '../../shared/locales.ts';
import { routeHref } from '../../shared/routes.ts';

/** At most this many events are read from a shared link: a stranger's link cannot make the app load without end. */
export const MAX_SHARED_EVENTS = 500;

/**
 * The link to an agenda: `/agenda/shared#<id>,<id>…`, each id percent-encoded. The list is in the
 * fragment, so it never reaches a server or a log.
 */
export function sharedAgendaPath(ids: readonly string[], locale: Locale): string {
  return `${localizePath(routeHref('agenda-shared'), locale)}#${ids.map(encodeURIComponent).join(',')}`;
}

/** The event ids of a shared agenda's fragment (`#a,b%2Cc` or `a,b%2Cc`): each once, in order, malformed ones left out. */
export function readSharedAgenda(hash: string): string[] {
  const ids = new Set<string>();
  for (const part of hash.replace(/^#/, '').split(',')) {
    if (ids.size >= MAX_SHARED_EVENTS) break;
    try {
      const id = decodeURIComponent(part);
      if (id !== '') ids.add(id);
    } catch {
      // Bad percent-encoding: not an id.
    }
  }
  return [...ids];
}
