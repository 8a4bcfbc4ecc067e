import { useLocale } from '../runtime/router/use-messages.ts';
import { formatTime } from './format-time.ts';
import { useDisplayZone } from './use-display-zone.ts';
import './schedule.css';

export interface TimeRangeProps {
  readonly start: string;
  readonly end: string;
  /** The conference's zone; times are shown in the zone chosen on More (`useDisplayZone`). */
  readonly timeZone: string;
}

/** `9:30 AM – 10:00 AM`, each end a `<time>` carrying the instant; the end says the zone when zones differ. */
export function TimeRange({ start, end, timeZone }: TimeRangeProps) {
  const locale = useLocale();
  const zone = useDisplayZone(timeZone);
  return (
    <span className="time-range">
      <time dateTime={start}>{formatTime(start, zone.timeZone, locale)}</time>
      {' – '}
      <time dateTime={end}>{formatTime(end, zone.timeZone, locale, zone.labelled)}</time>
    </span>
  );
}
