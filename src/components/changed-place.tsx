import type { EventPlace } from '../shared/schedule-changes.ts';
import { useLocale } from '../runtime/router/use-messages.ts';
import { formatDay } from './format-time.ts';
import { TimeRange } from './time-range.tsx';

export interface ChangedPlaceProps {
  readonly place: EventPlace;
  /** The conference's zone: times are its wall times (or the device's, as chosen on More). */
  readonly timeZone: string;
}

/** When and where an event was or is: `Sun, Feb 1 · 9:30 AM – 10:00 AM · Main Hall`. */
export function ChangedPlace({ place, timeZone }: ChangedPlaceProps) {
  const locale = useLocale();
  return (
    <span className="changed-place">
      <time dateTime={place.day}>{formatDay(place.day, locale, 'short')}</time>
      {' · '}
      <TimeRange start={place.start} end={place.end} timeZone={timeZone} />
      {place.room && ` · ${place.room}`}
    </span>
  );
}
