import { icsUtc } from '../../shared/build-ics.ts';
import { icsUid } from '../../shared/event-to-ics.ts';
import type { Schedule, ScheduleEvent } from '../schedule/model.ts';
import type { Store } from './open-store.ts';
import { transact } from './transact.ts';

type EventName = Pick<ScheduleEvent, 'id' | 'guid'>;

// Kept per UID. The UID of an event without a guid names the host the feed is read at; the store
// names every such event at one fixed host, so the feed finds the same row at any host.
const STORED_UID_HOST = 'hallway';

/** UIDs recorded per statement: three parameters each, well under every engine's limit. */
const RECORDED_PER_STATEMENT = 500;

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
export async function hasEventSequences(db: Store): Promise<boolean> {
  return (await db.selectFrom('event_sequences').select('uid').limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Records the schedule that becomes current: an event whose start, end, room or cancellation
 * differs from the version recorded before gets its sequence raised by one, an event seen for the
 * first time starts at 0, and recording the same schedule again changes nothing. One transaction
 * (joining the caller's).
 */
export async function recordEventSequences(db: Store, schedule: Schedule): Promise<void> {
  const rows = [...fingerprints(schedule)].map(([uid, fingerprint]) => ({ uid, fingerprint, sequence: 0 }));
  await transact(db, async (trx) => {
    for (let start = 0; start < rows.length; start += RECORDED_PER_STATEMENT) {
      await trx
        .insertInto('event_sequences')
        .values(rows.slice(start, start + RECORDED_PER_STATEMENT))
        .onConflict((oc) =>
          oc
            .column('uid')
            .doUpdateSet((eb) => ({ fingerprint: eb.ref('excluded.fingerprint'), sequence: eb('event_sequences.sequence', '+', 1) }))
            .where((eb) => eb('event_sequences.fingerprint', '<>', eb.ref('excluded.fingerprint'))),
        )
        .execute();
    }
  });
}

/** An event's SEQUENCE: how many times it moved or was cancelled across the versions made current; 0 when never recorded. */
export async function eventSequence(db: Store, event: EventName): Promise<number> {
  const row = await db.selectFrom('event_sequences').select('sequence').where('uid', '=', storedUid(event)).executeTakeFirst();
  return row?.sequence ?? 0;
}
