import { useDeviceTimeZone } from '../../runtime/clock/time-display.ts';
import { useLocale } from '../../runtime/router/use-messages.ts';
import { oneSpacing } from '../../components/format-time.ts';

const FORMATS = new Map<string, Intl.DateTimeFormat>();

/** `Feb 1, 2026, 10:03 AM GMT+1`; with seconds for a breadcrumb timeline. */
export function formatReportTime(instant: string, locale: string, timeZone: string, seconds = false): string {
  const key = `${locale} ${timeZone} ${seconds}`;
  let format = FORMATS.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      ...(seconds ? { second: '2-digit' } : {}),
      timeZoneName: 'short',
      timeZone,
    });
    FORMATS.set(key, format);
  }
  return oneSpacing(format.format(new Date(instant)));
}

/**
 * Formats the times of reports (instants, unrelated to the conference's days) in this device's
 * zone, labelled with it; a server render, which knows no device, shows UTC until hydration.
 */
export function useReportTime(): (instant: string, seconds?: boolean) => string {
  const locale = useLocale();
  const timeZone = useDeviceTimeZone() ?? 'UTC';
  return (instant, seconds = false) => formatReportTime(instant, locale, timeZone, seconds);
}
