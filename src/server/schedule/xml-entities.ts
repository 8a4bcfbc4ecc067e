/**
 * The only entity decoding XML input gets: the five predefined entities and numeric character
 * references. Declared entities are never expanded (the XML reader refuses `<!ENTITY` outright),
 * so neither XXE nor "billion laughs" can happen. Unknown references stay as they are.
 */
const PREDEFINED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const REFERENCE = /&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|lt|gt|amp|quot|apos);/g;

export function decodeXmlEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(REFERENCE, (whole, name: string) => decodeReference(name) ?? whole);
}

/** A `#123` / `#x1F600` reference or a predefined name; null when it names nothing printable. */
export function decodeReference(name: string): string | null {
  const predefined = PREDEFINED[name];
  if (predefined !== undefined) return predefined;
  if (!name.startsWith('#')) return null;
  const isHex = name[1] === 'x' || name[1] === 'X';
  const codePoint = Number.parseInt(name.slice(isHex ? 2 : 1), isHex ? 16 : 10);
  const isSurrogate = codePoint >= 0xd800 && codePoint <= 0xdfff;
  if (!Number.isFinite(codePoint) || codePoint <= 0 || codePoint > 0x10ffff || isSurrogate) return null;
  return String.fromCodePoint(codePoint);
}
