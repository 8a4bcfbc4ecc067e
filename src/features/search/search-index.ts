import MiniSearch from 'minisearch';
import type { ConferenceInfo, PersonRef, RoomRef, SearchData, SearchEvent, TrackRef } from '../../shared/page-data.ts';
import { FUZZY_FROM_LENGTH, normaliseTerm } from './search-terms.ts';

type Kind = 'event' | 'speaker' | 'track' | 'room';

interface SearchDocument {
  /** `<kind>:<id>`: one index holds every kind. */
  readonly key: string;
  readonly title: string;
  readonly speakers?: string;
  readonly subtitle?: string;
  readonly place?: string;
  readonly text?: string;
}

/**
 * The fields and their weight. Each tier weighs 20 times the next, more than term frequency,
 * field length and rarity ever move a score, so an event whose title matches comes before one
 * where only a speaker does, then the track or room, then the abstract and description.
 */
const BOOST = { title: 8000, speakers: 400, subtitle: 100, place: 20, text: 1 } as const;
const FIELDS = Object.keys(BOOST);

type Counted<T> = T & { readonly eventCount: number };

export interface SearchResults {
  readonly events: readonly SearchEvent[];
  readonly speakers: readonly Counted<PersonRef>[];
  readonly tracks: readonly Counted<TrackRef>[];
  readonly rooms: readonly Counted<RoomRef>[];
  readonly total: number;
}

export interface SearchIndex {
  /** The schedule version it was built from. */
  readonly version: string;
  readonly conference: ConferenceInfo;
  /** Every match of every word of the query (each word a prefix; a typo allowed in long words), best first per group. */
  readonly search: (query: string) => SearchResults;
}

function documentsOf(data: SearchData): SearchDocument[] {
  return [
    ...data.events.map((event) => ({
      key: `event:${event.id}`,
      title: event.title,
      subtitle: event.subtitle ?? '',
      speakers: event.persons.map((person) => person.name).join(' '),
      place: [event.track?.name ?? '', event.room.name].join(' '),
      text: event.text,
    })),
    ...data.speakers.map((speaker) => ({ key: `speaker:${speaker.id}`, title: speaker.name })),
    ...data.tracks.map((track) => ({ key: `track:${track.slug}`, title: track.name })),
    ...data.rooms.map((room) => ({ key: `room:${room.slug}`, title: room.name })),
  ];
}

function createMiniSearch(): MiniSearch<SearchDocument> {
  return new MiniSearch<SearchDocument>({
    idField: 'key',
    fields: FIELDS,
    processTerm: normaliseTerm,
    searchOptions: {
      boost: BOOST,
      prefix: true,
      fuzzy: (term) => (term.length >= FUZZY_FROM_LENGTH ? 1 : false),
      combineWith: 'AND',
    },
  });
}

/**
 * The search index of one schedule version, built on the device from `/data/search.json` in
 * slices (no long task, even for thousands of events).
 */
export async function buildSearchIndex(version: string, data: SearchData, chunkSize = 50): Promise<SearchIndex> {
  const miniSearch = createMiniSearch();
  await miniSearch.addAllAsync(documentsOf(data), { chunkSize });
  const byKey = new Map<string, unknown>([
    ...data.events.map((event) => [`event:${event.id}`, event] as const),
    ...data.speakers.map((speaker) => [`speaker:${speaker.id}`, speaker] as const),
    ...data.tracks.map((track) => [`track:${track.slug}`, track] as const),
    ...data.rooms.map((room) => [`room:${room.slug}`, room] as const),
  ]);
  return {
    version,
    conference: data.conference,
    search(query) {
      const grouped: Record<Kind, unknown[]> = { event: [], speaker: [], track: [], room: [] };
      const hits = query.trim() === '' ? [] : miniSearch.search(query);
      for (const hit of hits) {
        const key = String(hit.id);
        const kind = key.slice(0, key.indexOf(':')) as Kind;
        grouped[kind].push(byKey.get(key));
      }
      return {
        events: grouped.event as SearchEvent[],
        speakers: grouped.speaker as Counted<PersonRef>[],
        tracks: grouped.track as Counted<TrackRef>[],
        rooms: grouped.room as Counted<RoomRef>[],
        total: hits.length,
      };
    },
  };
}
