import { createHash } from 'node:crypto';
import { sqlite, type Store } from '../store/open-store.ts';
import type { ReportSummary } from './summarize-report.ts';
import { recordReportGroup } from '../admin/report-group-store.ts';
import { reportGroupKey, stableMessage } from '../admin/report-fingerprint.ts';

export interface NewReport extends ReportSummary {
  readonly raw: Uint8Array;
  readonly receivedAt: Date;
}

/** An error report as listed by the CLI and /admin, newest first. */
export interface ListedReport {
  readonly eventId: string | null;
  readonly message: string | null;
  readonly url: string | null;
  readonly release: string | null;
  readonly breadcrumbs: number;
  readonly fingerprint: string | null;
  readonly received: string;
  readonly forwarded: string | null;
}

/** A stored envelope waiting to be forwarded. */
export interface DueReport {
  readonly id: number;
  readonly kind: string;
  readonly raw: Uint8Array<ArrayBuffer>;
  readonly attempts: number;
}

/**
 * Stores an envelope, due for forwarding at once, and answers its row id; null when its event id,
 * or the very same bytes, were stored before. The bytes' SHA-256 catches the repeats of envelopes
 * without an event id (sessions, other SDKs), which the event id alone would store every time.
 */
export function saveReport(db: Store, report: NewReport): number | null {
  const receivedAt = report.receivedAt.toISOString();
  const raw = Buffer.from(report.raw);
  const contentSha256 = createHash('sha256').update(raw).digest('hex');
  // Error reports join their group in the inbox (/admin/reports); a report without a fingerprint
  // (an older summary) is grouped by its message.
  const fingerprint = report.kind === 'event' ? (report.fingerprint ?? stableMessage(report.message)) : null;
  const groupKey = fingerprint === null ? null : reportGroupKey(fingerprint);
  const result = sqlite(db)
    .prepare(
      `INSERT INTO reports (event_id, kind, received_at, raw, content_sha256, message, url, release, breadcrumbs, fingerprint, group_key, browser, next_attempt_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT DO NOTHING`,
    )
    .run(
      report.eventId,
      report.kind,
      receivedAt,
      raw,
      contentSha256,
      report.message,
      report.url,
      report.release,
      report.breadcrumbs,
      fingerprint,
      groupKey,
      report.browser ?? null,
      receivedAt,
    );
  if (result.changes !== 1) return null;
  if (groupKey !== null && fingerprint !== null) recordReportGroup(db, { key: groupKey, fingerprint, frame: report.frame ?? null }, report.receivedAt);
  return Number(result.lastInsertRowid);
}

/** The error reports (not sessions or transactions), newest first. */
export function listReports(db: Store): ListedReport[] {
  return sqlite(db)
    .prepare(
      `SELECT event_id AS eventId, message, url, release, breadcrumbs, fingerprint, received_at AS received, forwarded_at AS forwarded
       FROM reports WHERE kind = 'event' ORDER BY received_at DESC, id DESC`,
    )
    .all() as ListedReport[];
}

/** Unforwarded envelopes whose next attempt is due, oldest first. */
export function dueReports(db: Store, now: Date, limit: number): DueReport[] {
  const rows = sqlite(db)
    .prepare(
      `SELECT id, kind, raw, attempts FROM reports
       WHERE forwarded_at IS NULL AND next_attempt_at <= ? ORDER BY id LIMIT ?`,
    )
    .all(now.toISOString(), limit) as { id: number; kind: string; raw: Buffer; attempts: number }[];
  return rows.map((row) => ({ ...row, raw: new Uint8Array(row.raw) }));
}

/**
 * Records a delivery. Error reports stay, listed locally; anything else (sessions, transactions)
 * was only kept to be forwarded and is deleted.
 */
export function markForwarded(db: Store, report: Pick<DueReport, 'id' | 'kind'>, now: Date): void {
  if (report.kind === 'event') {
    sqlite(db).prepare('UPDATE reports SET forwarded_at = ?, attempts = attempts + 1 WHERE id = ?').run(now.toISOString(), report.id);
  } else {
    sqlite(db).prepare('DELETE FROM reports WHERE id = ?').run(report.id);
  }
}

/** Records a failed attempt and when to try again. */
export function scheduleRetry(db: Store, id: number, attempts: number, nextAttemptAt: Date): void {
  sqlite(db).prepare('UPDATE reports SET attempts = ?, next_attempt_at = ? WHERE id = ?').run(attempts, nextAttemptAt.toISOString(), id);
}

/** How many error reports are stored (not sessions or transactions kept for forwarding). */
export function countReports(db: Store): number {
  return (sqlite(db).prepare("SELECT count(*) AS n FROM reports WHERE kind = 'event'").get() as { n: number }).n;
}

/** How many envelopes are stored, sessions and transactions waiting to be forwarded included. */
export function countEnvelopes(db: Store): number {
  return (sqlite(db).prepare('SELECT count(*) AS n FROM reports').get() as { n: number }).n;
}
