import { useState } from 'react';
import { useSearch } from 'wouter';
import { useRouter } from '../../runtime/router/router-context.ts';

export interface DayFilterValue {
  /** The track slug to show, `''` for every track. */
  readonly track: string;
  /** The room slug to show, `''` for every room. */
  readonly room: string;
}

export interface DayFilter extends DayFilterValue {
  readonly setFilter: (change: Partial<DayFilterValue>) => void;
}

/** The query that opens a day with this filter: `?track=web&room=main-hall`, `''` for none. */
export function dayFilterQuery({ track, room }: DayFilterValue): string {
  const params = new URLSearchParams();
  if (track) params.set('track', track);
  if (room) params.set('room', room);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The day screen's filter: component state, seeded from the URL query (`?track=<slug>&room=<slug>`)
 * when the screen opens; the screen carries it to the other days through their links.
 *
 * Each change is written into the current URL with `replaceSearch`, not a navigation: a
 * navigation would load the route again and move focus to the heading (§4.8), pulling focus out
 * of the select on every choice. So Back from an event, a reload or a shared link keeps the filter.
 */
export function useDayFilter(): DayFilter {
  const search = useSearch();
  const { replaceSearch } = useRouter();
  const [filter, setFilterState] = useState<DayFilterValue>(() => {
    const params = new URLSearchParams(search);
    return { track: params.get('track') ?? '', room: params.get('room') ?? '' };
  });
  const setFilter = (change: Partial<DayFilterValue>) => {
    const next = { ...filter, ...change };
    setFilterState(next);
    replaceSearch(dayFilterQuery(next));
  };
  return { ...filter, setFilter };
}
