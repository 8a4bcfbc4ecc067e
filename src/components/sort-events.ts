import type { EventSummary } from '../shared/page-data.ts';

/** Events in schedule order: by start instant, then room, then title (a copy; the input is left alone). */
export function sortEvents<E extends EventSummary>(events: readonly E[]): E[] {
  return [...events].sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.room.name.localeCompare(b.room.name) || a.title.localeCompare(b.title));
}
