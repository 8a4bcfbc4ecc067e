import type { ScreenMessages } from '../../shared/i18n/screen-messages.ts';
import { formatDay, formatTime, zonedDate } from '../../components/format-time.ts';
import type { DisplayZone } from '../../components/use-display-zone.ts';

/** `Sun, Feb 1, 9:30 AM`: an instant as the day and time in the zone times are shown in. */
export function formatWhen(instant: string, zone: DisplayZone, locale: string): string {
  if (!instant) return '';
  return `${formatDay(zonedDate(instant, zone.timeZone), locale, 'short')}, ${formatTime(instant, zone.timeZone, locale, zone.labelled)}`;
}

/** Who made a version current, in words: an organizer's email as it is, the server's own names translated. */
export function publishedByText(by: string, text: ScreenMessages['adminSchedule']): string {
  if (by === 'start-up') return text.byStartUp;
  if (by === 'command line') return text.byCommandLine;
  return by;
}
