/** What planning needs of an event. Instants are ISO times with an offset; `day` is its conference day. */
export interface AgendaItem {
  readonly id: string;
  readonly start: string;
  readonly end: string;
  readonly day: string;
  /** Whether it takes up time: cancelled (or just unstarred) events are listed but never overlap or end a gap. */
  readonly busy: boolean;
}

export type AgendaEntry<T extends AgendaItem> =
  | { readonly kind: 'event'; readonly item: T; /** Busy items whose time overlaps this one's, in order. */ readonly overlaps: readonly T[] }
  | { readonly kind: 'gap'; readonly start: string; readonly end: string; readonly minutes: number };

export interface AgendaDay<T extends AgendaItem> {
  readonly day: string;
  readonly entries: readonly AgendaEntry<T>[];
}

const MINUTE_MS = 60_000;
const ms = (instant: string) => Date.parse(instant);

function inOrder<T extends AgendaItem>(a: T, b: T): number {
  return ms(a.start) - ms(b.start) || ms(a.end) - ms(b.end) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Two spans overlap when each starts before the other ends; one ending as the next starts does not. */
function overlapping<T extends AgendaItem>(sorted: readonly T[]): Map<T, T[]> {
  const found = new Map<T, T[]>(sorted.map((item) => [item, []]));
  const busy = sorted.filter((item) => item.busy);
  for (let i = 0; i < busy.length; i++) {
    const a = busy[i]!;
    for (let j = i + 1; j < busy.length; j++) {
      const b = busy[j]!;
      // Sorted by start: once one starts after `a` ends, every later one does too.
      if (ms(b.start) >= ms(a.end)) break;
      if (ms(a.start) < ms(b.end)) {
        found.get(a)!.push(b);
        found.get(b)!.push(a);
      }
    }
  }
  for (const list of found.values()) list.sort(inOrder);
  return found;
}

/**
 * The agenda of §3: events by conference day in time order, each with the events it overlaps,
 * and the free gaps between them. Overlaps are found on real instants across the whole agenda,
 * so a talk running past midnight clashes with one the next calendar day whichever conference
 * day each belongs to. Gaps are within a day, from the end of everything before to the next start.
 */
export function planAgenda<T extends AgendaItem>(items: readonly T[]): AgendaDay<T>[] {
  const sorted = [...items].sort(inOrder);
  const overlaps = overlapping(sorted);
  const days = new Map<string, T[]>();
  for (const item of sorted) days.set(item.day, [...(days.get(item.day) ?? []), item]);

  return [...days.keys()].sort().map((day) => {
    const entries: AgendaEntry<T>[] = [];
    let busyUntil: number | null = null;
    for (const item of days.get(day)!) {
      if (item.busy) {
        const start = ms(item.start);
        const minutes = busyUntil === null ? 0 : Math.floor((start - busyUntil) / MINUTE_MS);
        if (busyUntil !== null && minutes >= 1) {
          entries.push({ kind: 'gap', start: new Date(busyUntil).toISOString(), end: item.start, minutes });
        }
        busyUntil = Math.max(busyUntil ?? start, ms(item.end));
      }
      entries.push({ kind: 'event', item, overlaps: overlaps.get(item) ?? [] });
    }
    return { day, entries };
  });
}
