import { useState } from 'react';
import { useSearch } from 'wouter';
import { useRouter } from '../../runtime/router/router-context.ts';
import { dayQuery, readDayQuery, type DayFilterValue, type DayQuery, type DayView } from './day-view-query.ts';

export interface DayFilter extends DayQuery {
  readonly setFilter: (change: Partial<DayFilterValue>) => void;
  readonly setView: (view: DayView) => void;
}

/**
 * The day screen's view and filter: component state, seeded from the URL query
 * (`?view=grid&track=<slug>&room=<slug>&lang=<language>`) when the screen opens; the screen
 * carries it to the other days through their links.
 *
 * Each change is written into the current URL with `replaceSearch`, not a navigation: a
 * navigation would load the route again and move focus to the heading (§4.8), pulling focus out
 * of the select or the view switch on every choice. So Back from an event, a reload or a shared
 * link keeps the view and the filter.
 */
export function useDayFilter(): DayFilter {
  const search = useSearch();
  const { replaceSearch } = useRouter();
  const [query, setQuery] = useState<DayQuery>(() => readDayQuery(search));
  const change = (next: DayQuery) => {
    setQuery(next);
    replaceSearch(dayQuery(next));
  };
  return {
    ...query,
    setFilter: (filter) => change({ ...query, ...filter }),
    setView: (view) => change({ ...query, view }),
  };
}
