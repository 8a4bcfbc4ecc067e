import { useLocale } from '../runtime/router/use-messages.ts';
import { formatTime } from './format-time.ts';
import './schedule.css';

export interface TimeRangeProps {
  readonly start: string;
  readonly end: string;
  /** The conference's zone: times are its wall times. */
  readonly timeZone: string;
}

/** `9:30 AM – 10:00 AM`, each end a `<time>` carrying the instant. */
export function TimeRange({ start, end, timeZone }: TimeRangeProps) {
  const locale = useLocale();
  return (
    <span className="time-range">
      <time dateTime={start}>{formatTime(start, timeZone, locale)}</time>
      {' – '}
      <time dateTime={end}>{formatTime(end, timeZone, locale)}</time>
    </span>
  );
}
