import type { Problem } from './model.ts';

/**
 * Reads what comes before the root element, before any parsing: refuses entity declarations
 * (XXE, "billion laughs") and any root other than `<schedule>`, naming what it found.
 */
const KNOWN_ROOTS: Readonly<Record<string, string>> = {
  feed: 'an Atom feed',
  rss: 'an RSS feed',
  html: 'a web page',
  svg: 'an SVG image',
  icalendar: 'an xCal calendar',
};

export function checkXmlPrologue(xml: string, lineAt: (index: number) => number): Problem | null {
  let i = 0;
  for (;;) {
    while (i < xml.length && /\s/.test(xml[i] ?? '')) i += 1;
    if (xml.startsWith('<?', i)) i = indexPast(xml, '?>', i);
    else if (xml.startsWith('<!--', i)) i = indexPast(xml, '-->', i);
    else if (/^<!DOCTYPE/i.test(xml.slice(i, i + 9))) {
      const end = doctypeEnd(xml, i);
      const entity = xml.slice(i, end).search(/<!ENTITY/i);
      if (entity !== -1) {
        const message = 'The DOCTYPE declares entities (<!ENTITY …>); they are refused for safety: a schedule needs none.';
        return { where: `line ${lineAt(i + entity)}`, message };
      }
      i = end;
    } else break;
  }
  const root = /^<([A-Za-z_][\w.:-]*)/.exec(xml.slice(i, i + 200));
  if (!root) return { where: `line ${lineAt(i)}`, message: 'The file starts like XML but has no root element.' };
  const name = root[1] ?? '';
  if (name === 'schedule') return null;
  const localName = name.replace(/^.*:/, '');
  const kind = KNOWN_ROOTS[localName];
  const what = kind ? ` (this looks like ${kind})` : '';
  const message = `The root element is <${name}>, not <schedule>${what}: this is not a frab / Pentabarf schedule.`;
  return { where: `line ${lineAt(i)}`, message };
}

function indexPast(xml: string, marker: string, from: number): number {
  const at = xml.indexOf(marker, from);
  return at === -1 ? xml.length : at + marker.length;
}

/** A DOCTYPE ends at the first `>` after its internal subset `[…]`, if it has one. */
function doctypeEnd(xml: string, from: number): number {
  const bracket = xml.indexOf('[', from);
  const close = xml.indexOf('>', from);
  if (bracket !== -1 && (close === -1 || bracket < close)) return indexPast(xml, '>', indexPast(xml, ']', bracket));
  return close === -1 ? xml.length : close + 1;
}
