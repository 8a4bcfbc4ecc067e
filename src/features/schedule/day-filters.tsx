import { LabelledSelect } from '../../components/labelled-select.tsx';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import type { DayChoices } from './day-view-filter.ts';
import type { DayFilterValue } from './day-view-query.ts';
import type { DayFilter } from './use-day-filter.ts';

export interface DayFiltersProps extends DayFilterValue {
  readonly choices: DayChoices;
  readonly onChange: DayFilter['setFilter'];
}

/**
 * Labelled selects by track, room and language; the track filter (events may have none) needs
 * one choice, the others two. The values are applied ones: among the choices, or `''`.
 */
export function DayFilters({ choices, track, room, lang, onChange }: DayFiltersProps) {
  const { day } = useScreenMessages();
  const { tracks, rooms, languages } = choices;
  if (tracks.length === 0 && rooms.length < 2 && languages.length < 2) return null;
  return (
    <fieldset className="filter-bar">
      <legend className="visually-hidden">{day.filters}</legend>
      {tracks.length > 0 && (
        <LabelledSelect
          label={day.trackFilter}
          value={track}
          options={[{ value: '', name: day.allTracks }, ...tracks.map(({ slug, name }) => ({ value: slug, name }))]}
          onChange={(value) => onChange({ track: value })}
        />
      )}
      {rooms.length > 1 && (
        <LabelledSelect
          label={day.roomFilter}
          value={room}
          options={[{ value: '', name: day.allRooms }, ...rooms.map(({ slug, name }) => ({ value: slug, name }))]}
          onChange={(value) => onChange({ room: value })}
        />
      )}
      {languages.length > 1 && (
        <LabelledSelect label={day.languageFilter} value={lang} options={[{ value: '', name: day.allLanguages }, ...languages]} onChange={(value) => onChange({ lang: value })} />
      )}
    </fieldset>
  );
}
