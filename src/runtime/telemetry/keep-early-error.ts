import { del, entries, set } from 'idb-keyval';
import { earlyErrorsStore } from '../storage/stores.ts';
import type { Breadcrumb } from './breadcrumbs.ts';

/** An error caught before the SDK arrived, as IndexedDB keeps it: enough to report it from another page. */
export interface KeptError {
  readonly eventId: string;
  readonly name: string;
  readonly message: string;
  readonly stack: string | null;
  readonly url: string;
  /** When it was caught, ms since the epoch. */
  readonly at: number;
  /** The breadcrumbs of its page up to then. */
  readonly breadcrumbs: readonly Breadcrumb[];
}

/** At most this many kept at once, like the in-memory buffer: a loop that throws must not fill the disk. */
export const KEPT_ERRORS_LIMIT = 50;

/** Kept by this page: the page itself hands them to the SDK, with their real error objects. */
const keptHere = new Set<string>();

function describe(error: unknown, eventId: string, breadcrumbs: readonly Breadcrumb[]): KeptError {
  const known = error instanceof Error ? error : null;
  return {
    eventId,
    name: known?.name ?? 'Error',
    message: known ? known.message : String(error),
    stack: known?.stack ?? null,
    url: location.href,
    at: Date.now(),
    breadcrumbs,
  };
}

/**
 * Writes an error caught before the SDK arrived to IndexedDB at once, so a page closed before the
 * SDK's chunk loads (or one that never loads: offline, not yet cached) loses nothing: the next
 * page that starts the SDK sends it (`readKeptErrors`).
 */
export async function keepEarlyError(error: unknown, eventId: string, breadcrumbs: readonly Breadcrumb[]): Promise<void> {
  const store = earlyErrorsStore();
  keptHere.add(eventId);
  if ((await entries(store).catch(() => [])).length >= KEPT_ERRORS_LIMIT) return;
  await set(eventId, describe(error, eventId, breadcrumbs), store).catch(() => undefined);
}

/**
 * What earlier pages kept and never sent, oldest first. Nothing is deleted here: each stays until
 * its report is in the report queue (`forgetKeptError`), so a page closed in between loses
 * nothing; a page that sends one again does so under the same event id, which the server stores once.
 */
export async function readKeptErrors(): Promise<KeptError[]> {
  const all = ((await entries<string, KeptError>(earlyErrorsStore()).catch(() => [])) as [string, KeptError][]).map(([, kept]) => kept);
  return all.filter((kept) => !keptHere.has(kept.eventId)).sort((a, b) => a.at - b.at);
}

/** Deletes a kept error once its report is queued (this page's own ones too). */
export function forgetKeptError(eventId: string): Promise<void> {
  return del(eventId, earlyErrorsStore()).catch(() => undefined);
}

/** The kept error as an Error again, with its own name, message and stack. */
export function reviveKeptError(kept: KeptError): Error {
  const error = new Error(kept.message);
  error.name = kept.name;
  if (kept.stack !== null) error.stack = kept.stack;
  return error;
}
