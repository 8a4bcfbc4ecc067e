import { describe, expect, it } from 'vitest';
import { diffSchedules } from '../../../../src/server/schedule/diff-schedules.ts';
import { importSchedule } from '../../../../src/server/schedule/import-schedule.ts';
import type { Schedule, ScheduleEvent } from '../../../../src/server/schedule/model.ts';
import { event, SAMPLE_SCHEDULE } from '../fixtures/sample-schedule.ts';
import { expectImported, oneDay, writeSample, type Format } from './samples.ts';

const text = (value: string) => ({ paragraphs: [[{ text: value }]] });

/** The sample schedule with some events changed (by id), some dropped (null), some added. */
function edit(changes: Readonly<Record<string, Partial<ScheduleEvent> | null>>, added: readonly ScheduleEvent[] = [], base: Schedule = SAMPLE_SCHEDULE): Schedule {
  const events = base.events.flatMap((item) => {
    const change = changes[item.id];
    if (change === null) return [];
    return [{ ...item, ...change }];
  });
  return { ...base, events: [...events, ...added] };
}

const diff = (before: Schedule, after: Schedule) => diffSchedules({ schedule: before, version: 'v1' }, { schedule: after, version: 'v2' });

/** `kind id` of each change, in the order the diff lists them. */
const kinds = (changes: ReturnType<typeof diff>) => changes.changes.map((change) => `${change.kind} ${change.id}`);

const NO_CHANGE = { moved: 0, cancelled: 0, new: 0, removed: 0, changed: 0 };

describe('diffSchedules', () => {
  it('finds nothing between a schedule and itself, and names the versions compared', () => {
    const changes = diff(SAMPLE_SCHEDULE, SAMPLE_SCHEDULE);
    expect(changes).toMatchObject({ from: 'v1', to: 'v2', counts: { ...NO_CHANGE, unchanged: 4 }, changes: [], renamed: [] });
  });

  it('tells every kind of change apart, listed by kind and then by time', () => {
    const late = event({ id: '50', guid: 'n1', title: 'Late addition', start: '2026-02-02T15:00:00+01:00', end: '2026-02-02T15:30:00+01:00', day: '2026-02-02', room: 'Room B' });
    const early = event({ id: '51', guid: 'n2', title: 'Early addition', start: '2026-02-01T09:00:00+01:00', end: '2026-02-01T09:15:00+01:00', day: '2026-02-01', room: 'Room B' });
    const after = edit(
      {
        '12': { start: '2026-02-01T10:30:00+01:00', end: '2026-02-01T11:00:00+01:00' },
        '12-2': { title: 'The duplicate id, renamed' },
        '40': null,
        '41': { cancelled: true },
      },
      [late, early],
    );
    const changes = diff(SAMPLE_SCHEDULE, after);
    expect(changes.counts).toEqual({ moved: 1, cancelled: 1, new: 2, removed: 1, changed: 1, unchanged: 0 });
    expect(kinds(changes)).toEqual(['moved 12', 'cancelled 41', 'new 51', 'new 50', 'removed 40', 'changed 12-2']);
    const [moved, cancelled, newEvent, , removed, changed] = changes.changes;
    expect(moved).toMatchObject({
      title: 'Opening <script>alert(1)</script>',
      before: { start: '2026-02-01T09:30:00+01:00', room: 'Main Hall' },
      after: { start: '2026-02-01T10:30:00+01:00', end: '2026-02-01T11:00:00+01:00', room: 'Main Hall' },
      fields: [],
    });
    expect(cancelled).toMatchObject({ before: { start: '2026-02-02T10:00:00+01:00' }, after: { start: '2026-02-02T10:00:00+01:00' } });
    expect(newEvent).toMatchObject({ before: null, after: { day: '2026-02-01', room: 'Room B' }, title: 'Early addition' });
    expect(removed).toMatchObject({ title: 'After midnight', before: { day: '2026-02-01' }, after: null, previousId: null });
    expect(changed).toMatchObject({ title: 'The duplicate id, renamed', fields: ['title'] });
  });

  it('counts a change of room as a move', () => {
    const changes = diff(SAMPLE_SCHEDULE, edit({ '41': { room: 'Main Hall' } }));
    expect(kinds(changes)).toEqual(['moved 41']);
    expect(changes.changes[0]).toMatchObject({ before: { room: 'Room B' }, after: { room: 'Main Hall' } });
  });

  it('names every other field that changed, on a moved event too', () => {
    const changes = diff(
      SAMPLE_SCHEDULE,
      edit({
        '12': {
          room: 'Room B',
          subtitle: 'Now with a subtitle',
          persons: ['p1'],
          track: null,
          language: 'de',
          type: 'workshop',
          abstract: text('Another abstract.'),
          description: text('A description.'),
          links: [],
        },
      }),
    );
    expect(changes.changes).toEqual([
      expect.objectContaining({ kind: 'moved', id: '12', fields: ['subtitle', 'speakers', 'track', 'language', 'type', 'abstract', 'description', 'links'] }),
    ]);
  });

  it('sees a renamed speaker as a change of the events they speak at', () => {
    const after = { ...SAMPLE_SCHEDULE, persons: SAMPLE_SCHEDULE.persons.map((person) => (person.id === 'p2' ? { ...person, name: 'Bo Renamed' } : person)) };
    const changes = diff(SAMPLE_SCHEDULE, after);
    expect(kinds(changes)).toEqual(['changed 12']);
    expect(changes.changes[0]?.fields).toEqual(['speakers']);
  });

  it('ignores a change of spacing or markup that leaves the words the same', () => {
    const spaced = { paragraphs: [[{ text: 'Welcome to the sample   conference,' }, { text: ' where everything is small. ' }]] };
    expect(diff(SAMPLE_SCHEDULE, edit({ '12': { abstract: spaced } })).counts.changed).toBe(0);
  });

  it('reports an event no longer cancelled as changed (reinstated), not as new', () => {
    const changes = diff(SAMPLE_SCHEDULE, edit({ '40': { cancelled: false } }));
    expect(changes.changes).toEqual([expect.objectContaining({ kind: 'changed', id: '40', fields: ['reinstated'] })]);
  });

  it('reports a cancelled event that also moved as cancelled', () => {
    const changes = diff(SAMPLE_SCHEDULE, edit({ '41': { cancelled: true, room: 'Main Hall' } }));
    expect(kinds(changes)).toEqual(['cancelled 41']);
    expect(changes.changes[0]).toMatchObject({ before: { room: 'Room B' }, after: { room: 'Main Hall' } });
  });

  describe('days that run past midnight', () => {
    it('does not count one instant spelled with another offset as a move', () => {
      // 01:00 in Brussels is 00:00 UTC: the same moment, as another exporter writes it.
      const changes = diff(SAMPLE_SCHEDULE, edit({ '40': { start: '2026-02-02T00:00:00Z', end: '2026-02-02T00:30:00.000Z' } }));
      expect(changes.counts).toEqual({ ...NO_CHANGE, unchanged: 4 });
    });

    it('moves an event from 23:30 to 00:30 while it stays in the previous conference day', () => {
      const before = edit({ '40': { cancelled: false, start: '2026-02-01T23:30:00+01:00', end: '2026-02-02T00:00:00+01:00' } });
      const after = edit({ '40': { cancelled: false, start: '2026-02-02T00:30:00+01:00', end: '2026-02-02T01:00:00+01:00' } });
      const changes = diff(before, after);
      expect(kinds(changes)).toEqual(['moved 40']);
      expect(changes.changes[0]).toMatchObject({
        before: { start: '2026-02-01T23:30:00+01:00', day: '2026-02-01' },
        after: { start: '2026-02-02T00:30:00+01:00', day: '2026-02-01' },
      });
    });

    it.each<Format>(['xml', 'json'])('reads a re-import of an after-midnight event into the same day as unchanged (%s)', (format) => {
      const night = (start: string) =>
        oneDay([
          { id: '1', guid: 'g-evening', title: 'Evening', start: '22:00', duration: '01:00' },
          { id: '2', guid: 'g-night', title: 'Night', start, duration: '00:30' },
        ]);
      const days = (start: string) => ({ ...night(start), days: night(start).days.map((day) => ({ ...day, start: '2019-02-02T10:00:00+01:00' })) });
      const first = expectImported(importSchedule(writeSample(format, days('00:30')))).schedule;
      const again = expectImported(importSchedule(writeSample(format === 'xml' ? 'json' : 'xml', days('00:30')))).schedule;
      const later = expectImported(importSchedule(writeSample(format, days('01:30')))).schedule;
      expect(first.events.find((item) => item.id === '2')).toMatchObject({ day: '2019-02-02', start: '2019-02-03T00:30:00+01:00' });
      expect(diff(first, again).counts).toEqual({ ...NO_CHANGE, unchanged: 2 });
      const moved = diff(first, later);
      expect(kinds(moved)).toEqual(['moved 2']);
      expect(moved.changes[0]?.after).toMatchObject({ day: '2019-02-02', start: '2019-02-03T01:30:00+01:00' });
    });
  });

  describe('duplicate ids and guids', () => {
    it('keeps events with duplicate ids (12 and 12-2) apart', () => {
      const changes = diff(SAMPLE_SCHEDULE, edit({ '12-2': { room: 'Main Hall' }, '12': { title: 'Opening' } }));
      expect(kinds(changes)).toEqual(['moved 12-2', 'changed 12']);
    });

    it('pairs events that share a guid by their ids, as no guid can tell them apart', () => {
      const shared = edit({ '12': { guid: 'same' }, '12-2': { guid: 'same' } });
      const changes = diff(shared, edit({ '12': { guid: 'same' }, '12-2': { guid: 'same', start: '2026-02-01T12:00:00+01:00', end: '2026-02-01T12:30:00+01:00' } }));
      expect(kinds(changes)).toEqual(['moved 12-2']);
      expect(changes.renamed).toEqual([]);
    });

    it('drops the duplicate of a guid as removed, and pairs the remaining one by its id', () => {
      const shared = edit({ '12': { guid: 'same' }, '12-2': { guid: 'same' } });
      const changes = diff(shared, edit({ '12': { guid: 'same' }, '12-2': null }));
      expect(kinds(changes)).toEqual(['removed 12-2']);
      expect(changes.counts.unchanged).toBe(3);
    });
  });

  describe('re-imports that renumber ids', () => {
    const renumbered = (schedule: Schedule, ids: Readonly<Record<string, string>>) => ({
      ...schedule,
      events: schedule.events.map((item) => ({ ...item, id: ids[item.id] ?? item.id })),
    });
    const withGuids = edit({ '12-2': { guid: 'b2' }, '40': { guid: 'c3' }, '41': { guid: 'd4' } });

    it('follows events by guid when every id changed, and says which id became which', () => {
      const after = renumbered(withGuids, { '12': '112', '12-2': '113', '40': '140', '41': '141' });
      const changes = diff(withGuids, after);
      expect(changes.counts).toEqual({ ...NO_CHANGE, unchanged: 4 });
      expect(changes.renamed).toEqual([
        { from: '12', to: '112' },
        { from: '12-2', to: '113' },
        { from: '40', to: '140' },
        { from: '41', to: '141' },
      ]);
    });

    it('follows swapped ids by guid, and reports a renumbered event that moved with its old id', () => {
      const swapped = renumbered(withGuids, { '12': '41', '41': '12' });
      const after = { ...swapped, events: swapped.events.map((item) => (item.guid === 'a1' ? { ...item, room: 'Room B' } : item)) };
      const changes = diff(withGuids, after);
      expect(changes.renamed).toEqual([
        { from: '12', to: '41' },
        { from: '41', to: '12' },
      ]);
      expect(changes.changes).toEqual([expect.objectContaining({ kind: 'moved', id: '41', previousId: '12', title: 'Opening <script>alert(1)</script>' })]);
      expect(changes.counts.unchanged).toBe(3);
    });

    it('treats a reused id with a different guid as one event removed and another new', () => {
      const other = { guid: 'z9', title: 'Someone else’s talk' };
      const changes = diff(withGuids, edit({ '41': other }, [], withGuids));
      expect(kinds(changes)).toEqual(['new 41', 'removed 41']);
      expect(changes.changes.map((change) => change.title)).toEqual(['Someone else’s talk', 'Day two']);
      expect(changes.renamed).toEqual([]);
    });

    it('pairs by id an event that gained a guid it did not have', () => {
      const changes = diff(SAMPLE_SCHEDULE, edit({ '41': { guid: 'new-guid' } }));
      expect(changes.counts).toEqual({ ...NO_CHANGE, unchanged: 4 });
    });

    it('follows a guid to its new id even when its old id now names another event', () => {
      // 41 becomes 42, and a new event takes the id 41.
      const newcomer = event({ id: '41', guid: 'e5', title: 'Newcomer', start: '2026-02-02T11:00:00+01:00', end: '2026-02-02T11:30:00+01:00', day: '2026-02-02', room: 'Room B' });
      const after = { ...renumbered(withGuids, { '41': '42' }) };
      const changes = diff(withGuids, { ...after, events: [...after.events, newcomer] });
      expect(kinds(changes)).toEqual(['new 41']);
      expect(changes.renamed).toEqual([{ from: '41', to: '42' }]);
    });
  });
});
