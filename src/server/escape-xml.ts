/** Characters XML 1.0 cannot carry at all, even escaped: C0 controls other than tab and newlines, lone surrogates, U+FFFE/U+FFFF. */
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export interface EscapeXmlOptions {
  /** For a double-quoted attribute value rather than element text. */
  readonly attribute?: boolean;
}

/**
 * Text safe inside an element or a double-quoted attribute: markup characters become entities
 * and characters XML forbids are dropped. A carriage return, and in attributes a tab or
 * newline, becomes a character reference: parsers would otherwise normalise it away.
 */
export function escapeXml(text: string, { attribute = false }: EscapeXmlOptions = {}): string {
  const clean = text.replace(NOT_XML, '');
  if (attribute) return clean.replace(/[&<>"\t\n\r]/g, (character) => ENTITIES[character] ?? `&#${character.charCodeAt(0)};`);
  return clean.replace(/[&<>\r]/g, (character) => ENTITIES[character] ?? `&#${character.charCodeAt(0)};`);
}
