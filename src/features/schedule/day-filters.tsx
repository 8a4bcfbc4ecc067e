import { useId } from 'react';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import type { DayChoices } from './day-view-filter.ts';
import type { DayFilterValue } from './day-view-query.ts';
import type { DayFilter } from './use-day-filter.ts';

export interface DayFiltersProps extends DayFilterValue {
  readonly choices: DayChoices;
  readonly onChange: DayFilter['setFilter'];
}

interface FilterSelectProps {
  readonly label: string;
  readonly all: string;
  readonly value: string;
  readonly options: readonly { readonly value: string; readonly name: string }[];
  readonly onChange: (value: string) => void;
}

function FilterSelect({ label, all, value, options, onChange }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="day-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
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
    <fieldset className="day-filters">
      <legend className="visually-hidden">{day.filters}</legend>
      {tracks.length > 0 && (
        <FilterSelect
          label={day.trackFilter}
          all={day.allTracks}
          value={track}
          options={tracks.map(({ slug, name }) => ({ value: slug, name }))}
          onChange={(value) => onChange({ track: value })}
        />
      )}
      {rooms.length > 1 && (
        <FilterSelect
          label={day.roomFilter}
          all={day.allRooms}
          value={room}
          options={rooms.map(({ slug, name }) => ({ value: slug, name }))}
          onChange={(value) => onChange({ room: value })}
        />
      )}
      {languages.length > 1 && <FilterSelect label={day.languageFilter} all={day.allLanguages} value={lang} options={languages} onChange={(value) => onChange({ lang: value })} />}
    </fieldset>
  );
}
