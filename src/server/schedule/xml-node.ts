import { XMLParser } from 'fast-xml-parser';
import type { Locate } from './raw-schedule.ts';
import { decodeXmlEntities } from './xml-entities.ts';

/**
 * Reading fast-xml-parser's output (attributes prefixed `@`, every element an object with `#text`,
 * `captureMetaData` on). Values come back entity-decoded, trimmed, '' as null.
 */
export type XmlNode = { readonly [key: string | symbol]: unknown };

const META = XMLParser.getMetaDataSymbol() as unknown as symbol;

function isXmlNode(value: unknown): value is XmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The element(s) named `name` under `node`, always as a list. */
export function childNodes(node: XmlNode, name: string): XmlNode[] {
  const value = node[name];
  const list = Array.isArray(value) ? (value as unknown[]) : [value];
  return list.filter(isXmlNode);
}

export function childNode(node: XmlNode, name: string): XmlNode | null {
  return childNodes(node, name)[0] ?? null;
}

/** The text of the first child element `name`. */
export function childText(node: XmlNode, name: string): string | null {
  return ownText(childNode(node, name));
}

export function ownText(node: XmlNode | null): string | null {
  const text = node?.['#text'];
  return typeof text === 'string' ? emptyAsNull(decodeXmlEntities(text)) : null;
}

export function attribute(node: XmlNode, name: string): string | null {
  const value = node[`@${name}`];
  return typeof value === 'string' ? emptyAsNull(decodeXmlEntities(value)) : null;
}

/**
 * The raw inside of an element the parser kept unparsed (abstract, description): HTML that was
 * escaped (`&lt;p&gt;`) is unescaped; markup written as elements or CDATA is passed on as HTML.
 */
export function markupText(node: XmlNode, name: string): string | null {
  const text = childNode(node, name)?.['#text'];
  if (typeof text !== 'string') return null;
  if (!text.includes('<')) return emptyAsNull(decodeXmlEntities(text));
  return emptyAsNull(text.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1'));
}

/** `locate(field)`: the line of the child element `field` when it exists, else the node's own line. */
export function xmlLocator(node: XmlNode, lineAt: (index: number) => number): Locate {
  return (field) => {
    const own = startIndex(node);
    const child = field === undefined ? null : childNode(node, field);
    const index = (child && startIndex(child)) ?? own;
    return index === null ? 'file' : `line ${lineAt(index)}`;
  };
}

function startIndex(node: XmlNode): number | null {
  const meta = node[META];
  if (!isXmlNode(meta)) return null;
  const index = meta.startIndex;
  return typeof index === 'number' ? index : null;
}

function emptyAsNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}
