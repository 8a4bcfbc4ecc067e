import type { ForwardingState, ReportListItem } from '../../shared/admin-reports.ts';
import type { NotNull } from 'kysely';
import type { Store } from '../store/open-store.ts';

/** One stored error report as the inbox reads it. */
export interface ReportRow {
  readonly id: string | null;
  readonly groupKey: string;
  readonly message: string | null;
  readonly received: string;
  readonly release: string | null;
  readonly url: string | null;
  readonly browser: string | null;
  readonly forwardedAt: string | null;
  readonly attempts: number;
  readonly nextAttemptAt: string;
}

const ROW_COLUMNS = [
  'event_id as id',
  'group_key as groupKey',
  'message',
  'received_at as received',
  'release',
  'url',
  'browser',
  'forwarded_at as forwardedAt',
  'attempts',
  'next_attempt_at as nextAttemptAt',
] as const;

/**
 * Forwarded, or waiting for its next attempt while forwarding is on; with forwarding off, a
 * report that was not forwarded before never will be.
 */
export function forwardingState(row: ReportRow, forwarding: boolean): ForwardingState {
  if (row.forwardedAt !== null) return { state: 'forwarded', at: row.forwardedAt };
  return forwarding ? { state: 'waiting', attempts: row.attempts, nextAt: row.nextAttemptAt } : { state: 'off' };
}

export function listItem(row: ReportRow, forwarding: boolean): ReportListItem {
  return { id: row.id, received: row.received, release: row.release, url: row.url, browser: row.browser, forwarding: forwardingState(row, forwarding) };
}

/** One page of a group's reports, newest first. */
export async function groupReportRows(store: Store, key: string, offset: number, limit: number): Promise<ReportRow[]> {
  return (
    store
      .selectFrom('reports')
      .select(ROW_COLUMNS)
      .where('group_key', '=', key)
      .where('kind', '=', 'event')
      .$narrowType<{ groupKey: NotNull }>()
      .orderBy('received_at', 'desc')
      // The row id, not the event id selected as `id`: a bare `id` would name the selected one.
      .orderBy('reports.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute()
  );
}

/** An error report by its event id, with its raw envelope; undefined when there is none. */
export async function findReportRow(store: Store, eventId: string): Promise<(ReportRow & { readonly raw: Buffer }) | undefined> {
  return store
    .selectFrom('reports')
    .select([...ROW_COLUMNS, 'raw'])
    .where('event_id', '=', eventId)
    .where('kind', '=', 'event')
    .where('group_key', 'is not', null)
    .$narrowType<{ groupKey: NotNull }>()
    .executeTakeFirst();
}
