/**
 * Dates and times of the schedule, formatted for the reader's locale. Instants (`start`, `end`)
 * are shown as the wall time of the zone the screens pass (`useDisplayZone`: the conference's
 * by default — attendees plan in venue time — or the device's when chosen on More). ISO dates (`2026-02-01`, the conference days) are calendar
 * dates, formatted in UTC so no zone can shift them to the day before.
 */

const FORMATS = new Map<string, Intl.DateTimeFormat>();

/** Building an `Intl.DateTimeFormat` is costly next to using one; a day screen formats hundreds of times. */
function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = FORMATS.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    FORMATS.set(key, format);
  }
  return format;
}

/**
 * Texts already written, by what they were written from: a day screen writes each time, day and
 * duration several times, and Intl's formatting is costly next to a Map lookup. Bounded: a
 * schedule has a few thousand distinct ones at most, and the map is emptied past that.
 */
const WRITTEN = new Map<string, string>();
const WRITTEN_KEPT = 20_000;

function written(key: string, write: () => string): string {
  let text = WRITTEN.get(key);
  if (text === undefined) {
    text = oneSpacing(write());
    if (WRITTEN.size >= WRITTEN_KEPT) WRITTEN.clear();
    WRITTEN.set(key, text);
  }
  return text;
}

const calendarDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/**
 * ICU versions differ in the spaces they put in dates and times (a thin or a plain space around
 * a range's dash, a narrow no-break or a plain space before `AM`): Node's and each browser's must
 * write the same text, or the server's markup would not be what the browser renders. Every such
 * space is written as a plain space, as current browsers write most of them.
 */
export const oneSpacing = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

/**
 * `9:30 AM` (en), `09:30` (de, fr): the wall time of an instant in a zone (the conference's, or
 * the device's when chosen); `labelled` adds the zone's abbreviation: `9:30 AM GMT+1`.
 */
export function formatTime(instant: string, timeZone: string, locale: string, labelled = false): string {
  return written(`t ${locale} ${timeZone} ${labelled ? 'z' : ''} ${instant}`, () => {
    const options: Intl.DateTimeFormatOptions = labelled ? { hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone } : { timeStyle: 'short', timeZone };
    return dateTimeFormat(locale, options).format(new Date(instant));
  });
}

export type DateStyle = 'long' | 'short';

/** A conference day: `Sunday, February 1, 2026` (long) or `Sun, Feb 1` (short). */
export function formatDay(isoDate: string, locale: string, style: DateStyle = 'long'): string {
  return written(`d ${locale} ${style} ${isoDate}`, () => writeDay(isoDate, locale, style));
}

function writeDay(isoDate: string, locale: string, style: DateStyle): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'long' ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } : { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' };
  return dateTimeFormat(locale, options).format(calendarDate(isoDate));
}

/** The parts of `February 1 – 2, 2026`, each marked as the start's, the end's or shared by both. */
export function formatDateRangeToParts(startDate: string, endDate: string, locale: string): Intl.DateTimeRangeFormatPart[] {
  return dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .formatRangeToParts(calendarDate(startDate), calendarDate(endDate))
    .map((part) => ({ ...part, value: oneSpacing(part.value) }));
}

/** The ISO calendar date (`2026-02-02`) an instant falls on in the conference's zone. */
export function zonedDate(instant: string, timeZone: string): string {
  return written(`z ${timeZone} ${instant}`, () => writeZonedDate(instant, timeZone));
}

function writeZonedDate(instant: string, timeZone: string): string {
  const parts = dateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** `30 min` (en), `30 Min.` (de): a duration as the schedule gives it, in minutes. */
export function formatMinutes(minutes: number, locale: string): string {
  return written(`m ${locale} ${minutes}`, () => new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'short' }).format(minutes));
}

/** `12 sec` (en), `12 Sek.` (de) under a minute, `2 min` from then on (rounded up): a wait. */
export function formatWait(seconds: number, locale: string): string {
  const [value, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return oneSpacing(new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(value));
}

/** `English` for `en` in English, `Englisch` in German; the code itself when it is not a language tag. */
export function formatLanguage(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames(locale, { type: 'language', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}
