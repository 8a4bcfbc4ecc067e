/** Letters that carry no combining mark to drop, spelled as people type them without the key. */
const FOLDED: Readonly<Record<string, string>> = { ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe', đ: 'd', ð: 'd', ł: 'l', ı: 'i', þ: 'th' };

/**
 * A word as search compares it: lower case, accents off and a few letters spelled out, so that
 * `gewolbe` finds "Gewölbe", `brandao` "Brandão" and `strasse` "Straße". Empty → null (no term).
 */
export function normaliseTerm(term: string): string | null {
  const folded = term
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßøæœđðłıþ]/g, (letter) => FOLDED[letter] ?? letter);
  return folded === '' ? null : folded;
}

/** Words of this many letters or more may have one typo (an edit) and still match. */
export const FUZZY_FROM_LENGTH = 5;
