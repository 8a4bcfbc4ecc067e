import { formatTime } from '../../components/format-time.ts';
import { rowStart, type GridAxis } from './grid-axis.ts';

export interface GridRowLabel {
  /** The row's start as an ISO instant, for `<time dateTime>`. */
  readonly dateTime: string;
  /** Its wall time in the conference's zone: `10:15 AM`. */
  readonly text: string;
  /** Whether the row starts a full hour of the wall clock, drawn as a stronger line. */
  readonly onTheHour: boolean;
}

const minuteFormats = new Map<string, Intl.DateTimeFormat>();

function wallMinute(at: number, timeZone: string): number {
  let format = minuteFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { minute: 'numeric', timeZone });
    minuteFormats.set(timeZone, format);
  }
  return Number(format.format(at));
}

/** The time column of the grid: each row's start, as wall time of the zone shown (the conference's unless the device's is chosen). */
export function gridRowLabels(axis: GridAxis, timeZone: string, locale: string): GridRowLabel[] {
  return Array.from({ length: axis.rowCount }, (_, row) => {
    const at = rowStart(axis, row);
    const dateTime = new Date(at).toISOString();
    return { dateTime, text: formatTime(dateTime, timeZone, locale), onTheHour: wallMinute(at, timeZone) === 0 };
  });
}
