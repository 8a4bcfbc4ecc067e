import { XMLParser } from 'fast-xml-parser';
import { createLineIndex } from './line-index.ts';
import type { RawDay, RawTrack, ReadResult } from './raw-schedule.ts';
import { readXmlEvent } from './read-xml-event.ts';
import { attribute, childNode, childNodes, childText, ownText, xmlLocator, type XmlNode } from './xml-node.ts';
import { checkXmlPrologue } from './xml-prologue.ts';
import { xmlSyntaxProblem } from './xml-syntax-problem.ts';

/**
 * A frab / Pentabarf / pretalx `schedule.xml`, read into the raw schedule. Entities are never
 * expanded by the parser (`processEntities: false`); xml-node decodes the predefined ones itself.
 * Repeated elements are not declared (`isArray`): xml-node reads any element as a list of one or more.
 */
export function parseFrabXml(xml: string): ReadResult {
  const lineAt = createLineIndex(xml);
  const prologueProblem = checkXmlPrologue(xml, lineAt);
  if (prologueProblem) return { ok: false, problems: [prologueProblem] };
  const syntaxProblem = xmlSyntaxProblem(xml, lineAt(xml.length));
  if (syntaxProblem) return { ok: false, problems: [syntaxProblem] };

  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    processEntities: false,
    parseTagValue: false,
    parseAttributeValue: false,
    alwaysCreateTextNode: true,
    captureMetaData: true,
    stopNodes: ['*.abstract', '*.description', '*.biography'],
    // No callback needs the element path as a string; building it for every element is slow.
    jPath: false,
  });
  let document: unknown;
  try {
    document = parser.parse(xml);
  } catch (error) {
    // What the validator lets through but the parser will not take, e.g. elements nested over 100 deep.
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, problems: [{ where: 'file', message: `Malformed XML: ${detail}.` }] };
  }
  const schedule = typeof document === 'object' && document !== null ? (document as XmlNode).schedule : null;
  if (typeof schedule !== 'object' || schedule === null) {
    return { ok: false, problems: [{ where: 'line 1', message: 'The file has no <schedule> element.' }] };
  }
  const root = schedule as XmlNode;
  const conference = childNode(root, 'conference');
  const locateRoot = xmlLocator(root, lineAt);
  return {
    ok: true,
    raw: {
      title: conference && childText(conference, 'title'),
      acronym: conference && childText(conference, 'acronym'),
      timeZoneName: conference && childText(conference, 'time_zone_name'),
      dayChange: conference && childText(conference, 'day_change'),
      tracks: conference ? readTracks(conference) : [],
      rooms: [],
      days: childNodes(root, 'day').map((day) => readDay(day, lineAt)),
      locate: (field) => (conference && field !== 'days' ? xmlLocator(conference, lineAt)(field) : locateRoot()),
    },
  };
}

function readDay(day: XmlNode, lineAt: (index: number) => number): RawDay {
  const rooms = childNodes(day, 'room');
  const index = Number(attribute(day, 'index'));
  return {
    index: Number.isInteger(index) && index > 0 ? index : null,
    date: attribute(day, 'date'),
    start: attribute(day, 'start'),
    end: attribute(day, 'end'),
    rooms: rooms.map((room) => attribute(room, 'name')).filter((name) => name !== null),
    events: rooms.flatMap((room) => childNodes(room, 'event').map((event) => readXmlEvent(event, attribute(room, 'name'), lineAt))),
    locate: xmlLocator(day, lineAt),
  };
}

/** `<track name="…" color="…"/>` (frab) or `<tracks><track>…</track></tracks>`. */
function readTracks(conference: XmlNode): RawTrack[] {
  const tracks = [...childNodes(conference, 'track'), ...childNodes(conference, 'tracks').flatMap((list) => childNodes(list, 'track'))];
  return tracks.flatMap((track) => {
    const name = attribute(track, 'name') ?? ownText(track);
    return name === null ? [] : [{ name, color: attribute(track, 'color') }];
  });
}
