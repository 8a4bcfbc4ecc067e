import { delMany, get, getMany, keys, set, setMany, type UseStore } from 'idb-keyval';
import type { FeedbackBody } from '../../shared/actions.ts';
import { deviceStore } from '../../runtime/storage/stores.ts';

/** Feedback as the device keeps it: the last given for an event, to show and update (one per event). */
export interface LocalFeedback {
  readonly rating: FeedbackBody['rating'];
  readonly comment: string;
  /** When it was given (ISO time). */
  readonly at: string;
}

const keyOf = (eventId: string) => `feedback:${eventId}`;

export function readFeedback(eventId: string, store: UseStore = deviceStore()): Promise<LocalFeedback | undefined> {
  return get<LocalFeedback>(keyOf(eventId), store);
}

export function saveFeedback(eventId: string, feedback: LocalFeedback, store: UseStore = deviceStore()): Promise<void> {
  return set(keyOf(eventId), feedback, store);
}

/** Forgets all feedback kept on the device (after a sign-out: it is the account's). */
export async function forgetFeedback(store: UseStore = deviceStore()): Promise<void> {
  const kept = (await keys(store)).filter((key) => typeof key === 'string' && key.startsWith('feedback:'));
  await delMany(kept, store);
}

/**
 * Moves the feedback kept for events a new schedule version renumbered (matched by guid) to
 * their new ids. Everything moving is read before anything is written, so a swap or a chain of
 * renames lands each feedback on its own event.
 */
export async function followRenamedFeedback(renamed: readonly { readonly from: string; readonly to: string }[], store: UseStore = deviceStore()): Promise<void> {
  if (renamed.length === 0) return;
  const values = await getMany<LocalFeedback | undefined>(
    renamed.map(({ from }) => keyOf(from)),
    store,
  );
  const moving = renamed.flatMap(({ to }, index) => (values[index] === undefined ? [] : [[keyOf(to), values[index]] as [string, LocalFeedback]]));
  await delMany(
    renamed.map(({ from }) => keyOf(from)),
    store,
  );
  await setMany(moving, store);
}
