/** How a day is shown: a list by time slot (the default) or a rooms × time grid. */
export type DayView = 'list' | 'grid';

export interface DayFilterValue {
  /** The track slug to show, `''` for every track. */
  readonly track: string;
  /** The room slug to show, `''` for every room. */
  readonly room: string;
  /** The language to show, as the schedule gives it (`en`), `''` for every language. */
  readonly lang: string;
}

/** What the day screen keeps in its URL query. */
export interface DayQuery extends DayFilterValue {
  readonly view: DayView;
}

/** Reads `?view=grid&track=web&room=main-hall&lang=de`; anything missing or unknown is the default. */
export function readDayQuery(search: string): DayQuery {
  const params = new URLSearchParams(search);
  return {
    view: params.get('view') === 'grid' ? 'grid' : 'list',
    track: params.get('track') ?? '',
    room: params.get('room') ?? '',
    lang: params.get('lang') ?? '',
  };
}

/** The query that opens a day this way: `?view=grid&track=web`, `''` for the list of everything. */
export function dayQuery({ view, track, room, lang }: DayQuery): string {
  const params = new URLSearchParams();
  if (view === 'grid') params.set('view', 'grid');
  if (track) params.set('track', track);
  if (room) params.set('room', room);
  if (lang) params.set('lang', lang);
  const query = params.toString();
  return query ? `?${query}` : '';
}
