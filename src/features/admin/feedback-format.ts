const FORMATS = new Map<string, Intl.NumberFormat>();

/** `4.3` (en), `4,3` (de, fr): an average rating, always with its one decimal (`4.0`). */
export function formatAverage(average: number, locale: string): string {
  let format = FORMATS.get(locale);
  if (!format) FORMATS.set(locale, (format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })));
  return format.format(average);
}
