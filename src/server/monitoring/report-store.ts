import { createHash } from 'node:crypto';
import type { Store } from '../store/open-store.ts';
import { transact } from '../store/transact.ts';
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
  /** When it became due: what a claim on it compares (claimReport). */
  readonly nextAttemptAt: string;
}

/**
 * Stores an envelope, due for forwarding at once, and answers its row id; null when its event id,
 * or the very same bytes, were stored before. The bytes' SHA-256 catches the repeats of envelopes
 * without an event id (sessions, other SDKs), which the event id alone would store every time.
 * The report and its group are written in one transaction.
 */
export async function saveReport(store: Store, report: NewReport): Promise<number | null> {
  const receivedAt = report.receivedAt.toISOString();
  const raw = Buffer.from(report.raw);
  const contentSha256 = createHash('sha256').update(raw).digest('hex');
  // Error reports join their group in the inbox (/admin/reports); a report without a fingerprint
  // (an older summary) is grouped by its message.
  const fingerprint = report.kind === 'event' ? (report.fingerprint ?? stableMessage(report.message)) : null;
  const groupKey = fingerprint === null ? null : reportGroupKey(fingerprint);
  return transact(store, async (trx) => {
    const inserted = await trx
      .insertInto('reports')
      .values({
        event_id: report.eventId,
        kind: report.kind,
        received_at: receivedAt,
        raw,
        content_sha256: contentSha256,
        message: report.message,
        url: report.url,
        release: report.release,
        breadcrumbs: report.breadcrumbs,
        fingerprint,
        group_key: groupKey,
        browser: report.browser ?? null,
        next_attempt_at: receivedAt,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted === undefined) return null;
    if (groupKey !== null && fingerprint !== null) await recordReportGroup(trx, { key: groupKey, fingerprint, frame: report.frame ?? null }, report.receivedAt);
    return inserted.id;
  });
}

/** The error reports (not sessions or transactions), newest first. */
export async function listReports(store: Store): Promise<ListedReport[]> {
  return store
    .selectFrom('reports')
    .select(['event_id as eventId', 'message', 'url', 'release', 'breadcrumbs', 'fingerprint', 'received_at as received', 'forwarded_at as forwarded'])
    .where('kind', '=', 'event')
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Unforwarded envelopes whose next attempt is due, oldest first. */
export async function dueReports(store: Store, now: Date, limit: number): Promise<DueReport[]> {
  const rows = await store
    .selectFrom('reports')
    .select(['id', 'kind', 'raw', 'attempts', 'next_attempt_at'])
    .where('forwarded_at', 'is', null)
    .where('next_attempt_at', '<=', now.toISOString())
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(({ next_attempt_at, ...row }) => ({ ...row, raw: new Uint8Array(row.raw), nextAttemptAt: next_attempt_at }));
}

/**
 * Claims a due report for one sender until `until`, so that of several instances forwarding from
 * one store only one sends it: the claim moves its due time, and only the instance that still
 * saw the due time it read wins. A sender that dies with a claim leaves the report due again at
 * `until`. True when this caller has it.
 */
export async function claimReport(store: Store, report: Pick<DueReport, 'id' | 'nextAttemptAt'>, until: Date): Promise<boolean> {
  const { numUpdatedRows } = await store
    .updateTable('reports')
    .set({ next_attempt_at: until.toISOString() })
    .where('id', '=', report.id)
    .where('forwarded_at', 'is', null)
    .where('next_attempt_at', '=', report.nextAttemptAt)
    .executeTakeFirst();
  return Number(numUpdatedRows) === 1;
}

/**
 * Records a delivery. Error reports stay, listed locally; anything else (sessions, transactions)
 * was only kept to be forwarded and is deleted.
 */
export async function markForwarded(store: Store, report: Pick<DueReport, 'id' | 'kind'>, now: Date): Promise<void> {
  if (report.kind === 'event') {
    await store
      .updateTable('reports')
      .set((eb) => ({ forwarded_at: now.toISOString(), attempts: eb('attempts', '+', 1) }))
      .where('id', '=', report.id)
      .execute();
  } else {
    await store.deleteFrom('reports').where('id', '=', report.id).execute();
  }
}

/** Records a failed attempt and when to try again. */
export async function scheduleRetry(store: Store, id: number, attempts: number, nextAttemptAt: Date): Promise<void> {
  await store.updateTable('reports').set({ attempts, next_attempt_at: nextAttemptAt.toISOString() }).where('id', '=', id).execute();
}

/** How many error reports are stored (not sessions or transactions kept for forwarding). */
export async function countReports(store: Store): Promise<number> {
  const { n } = await store
    .selectFrom('reports')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('kind', '=', 'event')
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** How many envelopes are stored, sessions and transactions waiting to be forwarded included. */
export async function countEnvelopes(store: Store): Promise<number> {
  const { n } = await store
    .selectFrom('reports')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}
