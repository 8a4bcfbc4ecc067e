import { useId } from 'react';
import type { RoomRef, TrackRef } from '../../shared/page-data.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import type { DayFilter } from './use-day-filter.ts';

export interface DayFiltersProps {
  readonly tracks: readonly TrackRef[];
  readonly rooms: readonly RoomRef[];
  /** The applied filter: slugs that are among the options, `''` otherwise. */
  readonly track: string;
  readonly room: string;
  readonly onChange: DayFilter['setFilter'];
}

/** Two labelled selects, by track and by room; a select with a single choice is left out. */
export function DayFilters({ tracks, rooms, track, room, onChange }: DayFiltersProps) {
  const { day } = useScreenMessages();
  const trackId = useId();
  const roomId = useId();
  if (tracks.length === 0 && rooms.length < 2) return null;
  return (
    <fieldset className="day-filters">
      <legend className="visually-hidden">{day.filters}</legend>
      {tracks.length > 0 && (
        <div className="day-filter">
          <label htmlFor={trackId}>{day.trackFilter}</label>
          <select id={trackId} value={track} onChange={(event) => onChange({ track: event.target.value })}>
            <option value="">{day.allTracks}</option>
            {tracks.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {rooms.length > 1 && (
        <div className="day-filter">
          <label htmlFor={roomId}>{day.roomFilter}</label>
          <select id={roomId} value={room} onChange={(event) => onChange({ room: event.target.value })}>
            <option value="">{day.allRooms}</option>
            {rooms.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
      )}
    </fieldset>
  );
}
