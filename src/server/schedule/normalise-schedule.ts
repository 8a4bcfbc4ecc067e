import { buildDay } from './build-day.ts';
import { formatClockTime, parseClockTime, type ClockTime } from './date-time-text.ts';
import { readDayContext } from './day-context.ts';
import type { Day, ImportOptions, ImportResult, Schedule } from './model.ts';
import { normaliseEvent, type EventDraft, type EventRegistries } from './normalise-event.ts';
import { createPersonRegistry } from './person-registry.ts';
import { createPlaceRegistry } from './place-registry.ts';
import { plainText } from './plain-text.ts';
import { createProblemList, type ProblemList } from './problems.ts';
import type { RawSchedule } from './raw-schedule.ts';
import { resolveTimeZone } from './resolve-time-zone.ts';
import { slugify } from './slugify.ts';
import { uniqueEventIds } from './unique-event-ids.ts';

/**
 * The raw schedule of either format → the normalised schedule, or every problem found (capped).
 * All or nothing: a file with any problem yields no schedule at all.
 */
export function normaliseSchedule(raw: RawSchedule, options: ImportOptions = {}): ImportResult {
  const problems = createProblemList();
  const warnings = createProblemList();
  const title = plainText(raw.title);
  if (title === null) problems.add(raw.locate('title'), 'The conference has no title.');
  if (raw.days.length === 0) problems.add(raw.locate('days'), 'The schedule has no days.');
  const zone = resolveTimeZone(raw, options, problems, warnings);
  const dayChange = readDayChange(raw, problems);
  const registries: EventRegistries = {
    rooms: createPlaceRegistry('room'),
    tracks: createPlaceRegistry('track'),
    persons: createPersonRegistry(),
  };
  for (const room of raw.rooms) addName(registries.rooms, room);
  for (const track of raw.tracks) {
    const name = plainText(track.name);
    if (name !== null) registries.tracks.add(name, track.color);
  }

  const drafts: EventDraft[] = [];
  const days: Day[] = [];
  const dayDates = new Map<string, string>();
  raw.days.forEach((rawDay, position) => {
    const context = readDayContext(rawDay, zone, dayChange, problems);
    for (const room of rawDay.rooms) addName(registries.rooms, room);
    const dayDrafts = rawDay.events.flatMap((event) => normaliseEvent(event, context, zone, registries, problems) ?? []);
    drafts.push(...dayDrafts);
    if (context.date === null || context.iso === null) return;
    const other = dayDates.get(context.iso);
    if (other !== undefined) problems.add(rawDay.locate('date'), `Another day has the same date ${context.iso} (at ${other}).`);
    dayDates.set(context.iso, rawDay.locate('date'));
    const spans = dayDrafts.map((draft) => ({ startMs: draft.startMs, endMs: Date.parse(draft.event.end) }));
    days.push(buildDay({ ...context, date: context.date, iso: context.iso }, rawDay.index ?? position + 1, spans, zone, dayChange));
  });
  const events = uniqueEventIds(drafts, warnings);
  if (problems.size > 0 || title === null) return { ok: false, problems: problems.toArray() };

  const dates = days.map((day) => day.date).sort();
  const schedule: Schedule = {
    conference: {
      title,
      acronym: plainText(raw.acronym) ?? slugify(title),
      start: dates[0] ?? '',
      end: dates.at(-1) ?? '',
      timeZone: zone,
      dayChange: dayChange === null ? null : formatClockTime(dayChange),
    },
    days,
    rooms: registries.rooms.list().map(({ slug, name }) => ({ slug, name })),
    tracks: registries.tracks.list().map(({ slug, name, color }) => ({ slug, name, color })),
    events: events.sort((a, b) => a.startMs - b.startMs || a.room.order - b.room.order).map((draft) => draft.event),
    persons: registries.persons.list(),
  };
  return { ok: true, schedule, warnings: warnings.toArray() };
}

function addName(registry: EventRegistries['rooms'], name: string): void {
  const clean = plainText(name);
  if (clean !== null) registry.add(clean);
}

function readDayChange(raw: RawSchedule, problems: ProblemList): ClockTime | null {
  if (raw.dayChange === null) return null;
  const time = parseClockTime(raw.dayChange);
  if (time === null) problems.add(raw.locate('day_change'), `"${raw.dayChange}" is not a time of day (expected HH:MM).`);
  return time;
}
