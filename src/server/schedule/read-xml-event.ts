import type { RawEvent, RawLink, RawPerson } from './raw-schedule.ts';
import { attribute, childNode, childNodes, childText, markupText, ownText, xmlLocator, type XmlNode } from './xml-node.ts';

/** One `<event>` of a frab / Pentabarf / pretalx XML schedule, read as it is. */
export function readXmlEvent(event: XmlNode, roomName: string | null, lineAt: (index: number) => number): RawEvent {
  const recording = childNode(event, 'recording');
  const optOut = recording ? childText(recording, 'optout') : null;
  return {
    id: attribute(event, 'id') ?? childText(event, 'id'),
    guid: attribute(event, 'guid') ?? childText(event, 'guid'),
    title: childText(event, 'title'),
    subtitle: childText(event, 'subtitle'),
    date: childText(event, 'date'),
    start: childText(event, 'start'),
    duration: childText(event, 'duration'),
    room: childText(event, 'room') ?? roomName,
    track: childText(event, 'track'),
    type: childText(event, 'type'),
    language: childText(event, 'language'),
    abstract: markupText(event, 'abstract'),
    description: markupText(event, 'description'),
    url: childText(event, 'url'),
    persons: readPersons(event),
    links: [...readLinks(event, 'links', 'link'), ...readLinks(event, 'attachments', 'attachment')],
    doNotRecord: isTrue(optOut) || isTrue(childText(event, 'do_not_record')),
    locate: xmlLocator(event, lineAt),
  };
}

function readPersons(event: XmlNode): RawPerson[] {
  return childNodes(event, 'persons')
    .flatMap((persons) => childNodes(persons, 'person'))
    .map((person) => ({
      id: attribute(person, 'id') ?? attribute(person, 'guid'),
      name: ownText(person) ?? childText(person, 'public_name') ?? childText(person, 'name'),
      biography: markupText(person, 'biography'),
    }));
}

function readLinks(event: XmlNode, listName: string, itemName: string): RawLink[] {
  return childNodes(event, listName)
    .flatMap((list) => childNodes(list, itemName))
    .map((link) => ({ url: attribute(link, 'href'), title: ownText(link) }));
}

function isTrue(text: string | null): boolean {
  return text !== null && /^(true|1|yes)$/i.test(text);
}
