import type { EventSummary, RoomRef, TrackRef } from '../../shared/page-data.ts';
import { formatLanguage } from '../../components/format-time.ts';
import type { DayFilterValue } from './day-view-query.ts';

export interface LanguageChoice {
  /** The language as the schedule gives it: `en`, `de`, or a free text such as `English`. */
  readonly value: string;
  /** What the reader sees: `English` for `en` in English, `Englisch` in German, the value itself otherwise. */
  readonly name: string;
}

/** What a day's filters offer: its distinct tracks, rooms and languages, by name. */
export interface DayChoices {
  readonly tracks: readonly TrackRef[];
  readonly rooms: readonly RoomRef[];
  readonly languages: readonly LanguageChoice[];
}

// A language tag (`en`, `pt-BR`, `zh-Hant`); anything else is shown as the schedule wrote it.
const LANGUAGE_TAG = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

/** A language's readable name in the reader's locale, or the value itself when it is no language tag. */
export function languageName(value: string, locale: string): string {
  if (!LANGUAGE_TAG.test(value)) return value;
  const name = formatLanguage(value, locale);
  return name.toLowerCase() === value.toLowerCase() ? value : name;
}

function bySlug<T extends TrackRef | RoomRef>(values: readonly (T | null)[], locale: string): T[] {
  const found = new Map<string, T>();
  for (const value of values) if (value && value.slug) found.set(value.slug, value);
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** The choices of a day's filters, built from its events. */
export function dayChoices(events: readonly EventSummary[], locale: string): DayChoices {
  const languages = new Set<string>();
  for (const event of events) if (event.language) languages.add(event.language);
  return {
    tracks: bySlug(
      events.map((event) => event.track),
      locale,
    ),
    rooms: bySlug(
      events.map((event) => event.room),
      locale,
    ),
    languages: [...languages].map((value) => ({ value, name: languageName(value, locale) })).sort((a, b) => a.name.localeCompare(b.name, locale)),
  };
}

/** The filter as it applies to the day: a value that is not among its choices (a stale or hand-written URL) filters nothing. */
export function appliedFilter(filter: DayFilterValue, choices: DayChoices): DayFilterValue {
  return {
    track: choices.tracks.some((choice) => choice.slug === filter.track) ? filter.track : '',
    room: choices.rooms.some((choice) => choice.slug === filter.room) ? filter.room : '',
    lang: choices.languages.some((choice) => choice.value === filter.lang) ? filter.lang : '',
  };
}

/** The events the filter lets through, in the order given. */
export function filterEvents<E extends EventSummary>(events: readonly E[], { track, room, lang }: DayFilterValue): E[] {
  return events.filter((event) => (!track || event.track?.slug === track) && (!room || event.room.slug === room) && (!lang || event.language === lang));
}
