const FORMATS = new Map<string, Intl.NumberFormat>();

/**
 * `1,234` in English, `1.234` in German. Below 1,000 every locale here writes the plain digits,
 * so no formatter is made at all; above, one per locale, made on first use
 * (`toLocaleString` builds a new one on every call, which is slow in long lists).
 */
export function formatCount(count: number, locale: string): string {
  if (Number.isInteger(count) && Math.abs(count) < 1000) return String(count);
  let format = FORMATS.get(locale);
  if (!format) FORMATS.set(locale, (format = new Intl.NumberFormat(locale)));
  // French groups with a narrow no-break space, or a plain one, by ICU version: one spacing on
  // the server and in the browser, or a server-rendered count would not be the hydrated one.
  return format.format(count).replace(/[\u2009\u202f]/g, '\u00a0');
}
