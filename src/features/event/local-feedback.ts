import { delMany, get, keys, set, type UseStore } from 'idb-keyval';
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
