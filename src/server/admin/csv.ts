/**
 * A CSV file as spreadsheets open it right: RFC 4180 (fields holding `"`, `,`, CR or LF are
 * quoted with inner quotes doubled; CRLF after every record), UTF-8 with a byte-order mark so
 * Excel does not read it as a legacy code page, and safe from formula injection.
 */

/**
 * A text cell or a number. Numbers are written as numbers, unprefixed, so a spreadsheet can sum
 * them; the callers' numbers (ratings 1–5) never start with `-` or `+`. Everything that comes
 * from people or from a schedule file is a string.
 */
export type CsvCell = string | number;

/** The byte-order mark, first in the file. */
export const CSV_BOM = '\uFEFF';

/**
 * Text a spreadsheet would run as a formula (OWASP "CSV Injection"): `=`, `+`, `-`, `@`, and tab
 * or carriage return, which some spreadsheets skip before reading the formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Needs quotes under RFC 4180. */
const NEEDS_QUOTES = /[",\r\n]/;

/** One field: defused with a leading `'` when it could be read as a formula, then quoted if needed. */
export function csvField(cell: CsvCell): string {
  if (typeof cell === 'number') return String(cell);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: BOM, then one CRLF-terminated record per row. */
export function writeCsv(rows: readonly (readonly CsvCell[])[]): string {
  return CSV_BOM + rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
