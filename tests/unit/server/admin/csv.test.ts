import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, writeCsv, type CsvCell } from '../../../../src/server/admin/csv.ts';

describe('csvField', () => {
  it.each<[string, CsvCell, string]>([
    ['plain text as it is', 'Clear and short', 'Clear and short'],
    ['an empty cell as nothing', '', ''],
    ['a comma inside quotes', 'fast, clear', '"fast, clear"'],
    ['a quote doubled inside quotes', 'the "best" talk', '"the ""best"" talk"'],
    ['a lone quote', '"', '""""'],
    ['a line feed inside quotes', 'line one\nline two', '"line one\nline two"'],
    ['a CRLF inside quotes', 'line one\r\nline two', '"line one\r\nline two"'],
    ['a carriage return inside quotes', 'a\rb', '"a\rb"'],
    ['non-ASCII text untouched', 'Très bien — 👍 日本語', 'Très bien — 👍 日本語'],
    ['a formula start inside the text untouched', 'a=b+c-d@e', 'a=b+c-d@e'],
    ['a number as a number', 4, '4'],
    ['a negative number unprefixed: numbers are never formulas', -3, '-3'],
  ])('writes %s', (_, cell, written) => {
    expect(csvField(cell)).toBe(written);
  });

  it.each<[string, string]>([
    ['=', "'=1+1"],
    ['+', "'+1+1"],
    ['-', "'-1+1"],
    ['@', "'@1+1"],
  ])('defuses a text cell starting with %s with a leading quote', (start, written) => {
    expect(csvField(`${start}1+1`)).toBe(written);
  });

  it.each<[string, string, string]>([
    ['a HYPERLINK formula', '=HYPERLINK("http://evil.example","click")', '"\'=HYPERLINK(""http://evil.example"",""click"")"'],
    ['a DDE payload with a comma', "=cmd|' /C calc'!A0,x", `"'=cmd|' /C calc'!A0,x"`],
    ['a leading tab', '\t=1+1', "'\t=1+1"],
    ['a leading carriage return, then quoted', '\r=1+1', `"'\r=1+1"`],
    ['a dash line, then quoted for its line break', '- one\n- two', `"'- one\n- two"`],
  ])('defuses %s, the prefix inside the quotes', (_, cell, written) => {
    expect(csvField(cell)).toBe(written);
  });
});

describe('writeCsv', () => {
  it('starts with the UTF-8 byte-order mark and ends every record with CRLF', () => {
    const csv = writeCsv([
      ['event id', 'rating', 'comment'],
      ['12', 5, 'Great, really'],
      ['41', 1, ''],
    ]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(CSV_BOM).toBe('\uFEFF');
    expect(csv).toBe('\uFEFFevent id,rating,comment\r\n12,5,"Great, really"\r\n41,1,\r\n');
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('keeps a quoted line break inside its record', () => {
    expect(writeCsv([['a\nb', 'c']])).toBe('\uFEFF"a\nb",c\r\n');
  });

  it('writes only the mark for no rows', () => {
    expect(writeCsv([])).toBe('\uFEFF');
  });
});
