/** `1 hr 30 min` (en), `1 Std. 30 Min.` (de): a span of whole minutes, in the reader's locale. */
export function formatDuration(minutes: number, locale: string): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const unit = (value: number, name: 'hour' | 'minute') => new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  const parts = [hours > 0 ? unit(hours, 'hour') : null, rest > 0 || hours === 0 ? unit(rest, 'minute') : null];
  return parts.filter((part) => part !== null).join(' ');
}
