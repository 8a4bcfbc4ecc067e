import { icsUtc } from '../../shared/build-ics.ts';
import { icsUid } from '../../shared/event-to-ics.ts';
import type { Schedule, ScheduleEvent } from '../schedule/model.ts';
import { sqlite, type Store } from './open-store.ts';

type EventName = Pick<ScheduleEvent, 'id' | 'guid'>;

// Kept per UID. The UID of an event without a guid names the host the feed is read at; the store
// names every such event at one fixed host, so the feed finds the same row at any host.
const STORED_UID_HOST = 'hallway';

const storedUid = (event: EventName) => icsUid(event, STORED_UID_HOST);

/** Where and whether an event takes place. Instants in UTC: the same time spelled with another offset is no move. */
const placeOf = (event: ScheduleEvent) => JSON.stringify([icsUtc(event.start), icsUtc(event.end), event.room, event.cancelled]);

/**
 * Each UID's fingerprint in a schedule. Events that share a guid (both are kept, with a warning)
 * share one: all their places, sorted, so any of them moving counts and their order does not.
 */
function fingerprints(schedule: Schedule): Map<string, string> {
  const places = new Map<string, string[]>();
  for (const event of schedule.events) {
    const uid = storedUid(event);
    places.set(uid, [...(places.get(uid) ?? []), placeOf(event)]);
  }
  return new Map([...places].map(([uid, list]) => [uid, list.length === 1 ? (list[0] ?? '') : JSON.stringify(list.sort())]));
}

/** Whether any schedule was ever recorded: a store made before sequences were kept has none. */
export function hasEventSequences(db: Store): boolean {
  return sqlite(db).prepare('SELECT 1 FROM event_sequences LIMIT 1').get() !== undefined;
}

/**
 * Records the schedule that becomes current: an event whose start, end, room or cancellation
 * differs from the version recorded before gets its sequence raised by one, an event seen for the
 * first time starts at 0, and recording the same schedule again changes nothing. One transaction
 * (a savepoint inside the caller's).
 */
export function recordEventSequences(db: Store, schedule: Schedule): void {
  const record = sqlite(db).prepare(
    `INSERT INTO event_sequences (uid, fingerprint, sequence) VALUES (?, ?, 0)
     ON CONFLICT (uid) DO UPDATE SET fingerprint = excluded.fingerprint, sequence = sequence + 1
     WHERE fingerprint <> excluded.fingerprint`,
  );
  sqlite(db).transaction(() => {
    for (const [uid, fingerprint] of fingerprints(schedule)) record.run(uid, fingerprint);
  })();
}

/** An event's SEQUENCE: how many times it moved or was cancelled across the versions made current; 0 when never recorded. */
export function eventSequence(db: Store, event: EventName): number {
  const row = sqlite(db).prepare('SELECT sequence FROM event_sequences WHERE uid = ?').get(storedUid(event)) as { sequence: number } | undefined;
  return row?.sequence ?? 0;
}
