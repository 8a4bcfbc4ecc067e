import { CHANGE_KINDS, type ChangedField, type ChangeKind, type EventChange, type EventPlace, type ScheduleChanges } from '../../shared/schedule-changes.ts';
import type { Schedule, ScheduleEvent, TextBlock } from './model.ts';

interface Side {
  readonly schedule: Schedule;
  readonly version: string;
}

/** Guids that name exactly one event of a schedule: only those can tell an event apart. */
function uniqueGuids(events: readonly ScheduleEvent[]): Map<string, ScheduleEvent> {
  const seen = new Map<string, ScheduleEvent | null>();
  for (const event of events) {
    if (event.guid === null) continue;
    seen.set(event.guid, seen.has(event.guid) ? null : event);
  }
  return new Map([...seen].filter((entry): entry is [string, ScheduleEvent] => entry[1] !== null));
}

/**
 * Pairs each event of the newer schedule with the one it was in the older: by `guid` where a
 * guid names one event on both sides (a re-import may renumber ids), else by id — unless both
 * have guids and they differ, which makes them two different events under a reused id.
 */
function pairEvents(before: readonly ScheduleEvent[], after: readonly ScheduleEvent[]) {
  const guidsBefore = uniqueGuids(before);
  const guidsAfter = uniqueGuids(after);
  const byIdBefore = new Map(before.map((event) => [event.id, event]));
  const paired = new Map<ScheduleEvent, ScheduleEvent>();
  const taken = new Set<ScheduleEvent>();
  for (const event of after) {
    const match = event.guid !== null && guidsAfter.get(event.guid) === event ? guidsBefore.get(event.guid) : undefined;
    if (match) {
      paired.set(event, match);
      taken.add(match);
    }
  }
  for (const event of after) {
    if (paired.has(event)) continue;
    const match = byIdBefore.get(event.id);
    if (!match || taken.has(match)) continue;
    if (match.guid !== null && event.guid !== null && match.guid !== event.guid) continue;
    paired.set(event, match);
    taken.add(match);
  }
  return { paired, removed: before.filter((event) => !taken.has(event)) };
}

function placeOf(event: ScheduleEvent): EventPlace {
  return { start: event.start, end: event.end, day: event.day, room: event.room };
}

/** Instants, not their spelling: `+01:00` and `Z` forms of one time are the same place in time. */
function moved(before: ScheduleEvent, after: ScheduleEvent): boolean {
  return Date.parse(before.start) !== Date.parse(after.start) || Date.parse(before.end) !== Date.parse(after.end) || before.room !== after.room;
}

/** A text block as the words a reader sees (and the links' targets), spacing aside. */
function blockText(block: TextBlock | null): string {
  if (!block) return '';
  return block.paragraphs
    .map((paragraph) => paragraph.map((inline) => ('href' in inline ? `${inline.text} <${inline.href}>` : inline.text)).join(''))
    .join('\n')
    .replace(/\s+/g, ' ')
    .trim();
}

function changedFields(
  before: ScheduleEvent,
  after: ScheduleEvent,
  speakersBefore: (event: ScheduleEvent) => string,
  speakersAfter: (event: ScheduleEvent) => string,
): ChangedField[] {
  const fields: ChangedField[] = [];
  const differ = (field: ChangedField, a: unknown, b: unknown) => {
    if (a !== b) fields.push(field);
  };
  differ('title', before.title, after.title);
  differ('subtitle', before.subtitle ?? '', after.subtitle ?? '');
  differ('speakers', speakersBefore(before), speakersAfter(after));
  differ('track', before.track, after.track);
  differ('language', before.language, after.language);
  differ('type', before.type, after.type);
  differ('abstract', blockText(before.abstract), blockText(after.abstract));
  differ('description', blockText(before.description), blockText(after.description));
  differ('links', before.links.map((link) => link.url).join(' '), after.links.map((link) => link.url).join(' '));
  if (before.cancelled && !after.cancelled) fields.push('reinstated');
  return fields;
}

function speakerNames(schedule: Schedule): (event: ScheduleEvent) => string {
  const names = new Map(schedule.persons.map((person) => [person.id, person.name]));
  return (event) => event.persons.map((id) => names.get(id) ?? id).join('\n');
}

/**
 * The changes from one schedule version to another, event by event: new, moved (time or room),
 * cancelled, removed, and changed otherwise (title, speakers, text…). Pure; the same for the
 * organizers' preview and attendees' What changed.
 */
export function diffSchedules(from: Side, to: Side): ScheduleChanges {
  const { paired, removed } = pairEvents(from.schedule.events, to.schedule.events);
  const speakersBefore = speakerNames(from.schedule);
  const speakersAfter = speakerNames(to.schedule);
  const changes: EventChange[] = [];
  const renamed: { from: string; to: string }[] = [];
  let unchanged = 0;
  const change = (kind: ChangeKind, event: ScheduleEvent, before: ScheduleEvent | undefined, fields: readonly ChangedField[] = []): EventChange => ({
    kind,
    id: event.id,
    previousId: before && before.id !== event.id ? before.id : null,
    guid: event.guid,
    title: event.title,
    before: before ? placeOf(before) : null,
    after: kind === 'removed' ? null : placeOf(event),
    fields,
  });
  for (const event of to.schedule.events) {
    const before = paired.get(event);
    if (!before) {
      changes.push(change('new', event, undefined));
      continue;
    }
    if (before.id !== event.id) renamed.push({ from: before.id, to: event.id });
    const fields = changedFields(before, event, speakersBefore, speakersAfter);
    if (event.cancelled && !before.cancelled) changes.push(change('cancelled', event, before, fields));
    else if (moved(before, event)) changes.push(change('moved', event, before, fields));
    else if (fields.length > 0) changes.push(change('changed', event, before, fields));
    else unchanged += 1;
  }
  for (const event of removed) changes.push({ ...change('removed', event, event), previousId: null });

  const rank = (kind: ChangeKind) => CHANGE_KINDS.indexOf(kind);
  const time = (entry: EventChange) => Date.parse((entry.after ?? entry.before)!.start);
  changes.sort((a, b) => rank(a.kind) - rank(b.kind) || time(a) - time(b) || a.id.localeCompare(b.id));
  const counts = { moved: 0, cancelled: 0, new: 0, removed: 0, changed: 0, unchanged };
  for (const entry of changes) counts[entry.kind] += 1;
  return { from: from.version, to: to.version, counts, changes, renamed };
}
