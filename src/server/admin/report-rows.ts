import type { ForwardingState, ReportListItem } from '../../shared/admin-reports.ts';
import { sqlite, type Store } from '../store/open-store.ts';

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

const ROW_COLUMNS = `event_id AS id, group_key AS groupKey, message, received_at AS received, release, url, browser,
  forwarded_at AS forwardedAt, attempts, next_attempt_at AS nextAttemptAt`;

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
export function groupReportRows(db: Store, key: string, offset: number, limit: number): ReportRow[] {
  return sqlite(db)
    .prepare(`SELECT ${ROW_COLUMNS} FROM reports WHERE group_key = ? AND kind = 'event' ORDER BY received_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(key, limit, offset) as ReportRow[];
}

/** An error report by its event id, with its raw envelope; undefined when there is none. */
export function findReportRow(db: Store, eventId: string): (ReportRow & { readonly raw: Buffer }) | undefined {
  return sqlite(db).prepare(`SELECT ${ROW_COLUMNS}, raw FROM reports WHERE event_id = ? AND kind = 'event' AND group_key IS NOT NULL`).get(eventId) as
    (ReportRow & { raw: Buffer }) | undefined;
}
