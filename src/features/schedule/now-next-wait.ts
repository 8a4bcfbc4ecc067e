import { formatWait } from '../../components/format-time.ts';

const MINUTE_MS = 60_000;

/**
 * A time to wait or left, in whole minutes rounded up: `25 min` under an hour, `2 hr 30 min`
 * (en), `2 Std. 30 Min.` (de) from then on; at least a minute.
 */
export function formatTimeAway(ms: number, locale: string): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE_MS));
  if (minutes < 60) return formatWait(minutes * 60, locale);
  const hours = new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'short' }).format(Math.floor(minutes / 60));
  const rest = minutes % 60;
  return rest === 0 ? hours : `${hours} ${formatWait(rest * 60, locale)}`;
}
