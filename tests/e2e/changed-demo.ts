import { generateDemoSchedule } from '../../src/server/schedule/demo/generate-demo-schedule.ts';
import type { FrabEvent, FrabJsonSchedule } from '../../src/server/schedule/demo/frab-json.ts';

/** The demo schedule's events that a changed version changes, by what happens to them. */
export interface DemoChanges {
  readonly moved: FrabEvent;
  /** The room it moves to. */
  readonly movedTo: string;
  readonly renamed: FrabEvent;
  readonly cancelled: FrabEvent;
  readonly removed: FrabEvent;
  /** The title of the event the changed version adds. */
  readonly addedTitle: string;
}

/**
 * The bundled demo schedule with exactly one event moved to another room, one retitled, one
 * cancelled, one removed and one added — what an organizer would publish during the event —
 * as the frab JSON file they would upload. Picks events of the first day that are not cancelled.
 */
export function changedDemo(): { readonly file: string; readonly changes: DemoChanges } {
  const demo = generateDemoSchedule();
  const [first] = demo.schedule.conference.days;
  if (!first) throw new Error('The demo has no days.');
  const rooms = Object.keys(first.rooms);
  const events = Object.values(first.rooms)
    .flat()
    .filter((event) => !/cancel/i.test(event.title));
  const [moved, renamed, cancelled, removed] = events.slice(2, 6);
  if (!moved || !renamed || !cancelled || !removed) throw new Error('The demo has too few events on its first day.');
  const movedTo = rooms.find((room) => room !== moved.room);
  if (!movedTo) throw new Error('The demo has one room.');
  const addedTitle = 'A late addition to the programme';
  const added: FrabEvent = { ...renamed, id: 999_001, guid: '5b0e8a52-6a1f-4c3e-9d7a-000000999001', title: addedTitle, slug: 'late-addition' };

  const day = {
    ...first,
    rooms: Object.fromEntries(
      rooms.map((room) => {
        const list = (first.rooms[room] ?? [])
          .filter((event) => event !== removed && event !== moved)
          .map((event) => (event === renamed ? { ...event, title: `${event.title} (new title)` } : event === cancelled ? { ...event, title: `CANCELLED: ${event.title}` } : event));
        if (room === movedTo) list.push({ ...moved, room: movedTo });
        if (room === renamed.room) list.push(added);
        return [room, list.sort((a, b) => Date.parse(a.date) - Date.parse(b.date))];
      }),
    ),
  };
  const changed: FrabJsonSchedule = {
    ...demo,
    schedule: {
      ...demo.schedule,
      version: `${demo.schedule.version} (changed)`,
      conference: { ...demo.schedule.conference, days: [day, ...demo.schedule.conference.days.slice(1)] },
    },
  };
  return { file: JSON.stringify(changed), changes: { moved, movedTo, renamed, cancelled, removed, addedTitle } };
}
