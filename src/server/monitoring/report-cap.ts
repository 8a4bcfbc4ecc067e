import type { Store } from '../store/open-store.ts';
import { transact } from '../store/transact.ts';
import { saveReport, type NewReport } from './report-store.ts';

/**
 * `REPORTS_MAX_BYTES` unless set: the raw envelopes kept at most. 256 MiB holds tens of thousands
 * of ordinary error reports (a few KiB each), far more than anyone reads, while a small server's
 * disk cannot be filled through `/monitoring` (DESIGN §15).
 */
export const DEFAULT_REPORTS_MAX_BYTES = 256 * 1024 * 1024;

/** Envelopes whose sizes are read at a time while pruning; one new report rarely prunes more than a few. */
const PRUNE_BATCH_SIZE = 100;

/** What the cap has to say: the raw envelope bytes stored now, and how many reports it pruned ever. */
export interface ReportTotals {
  readonly storedBytes: number;
  readonly dropped: number;
}

/** The totals, kept by triggers on `reports` (migrations.ts, pg-migrations.ts) and by pruneOldest. */
export async function reportTotals(store: Store): Promise<ReportTotals> {
  const row = await store.selectFrom('report_totals').select(['stored_bytes', 'dropped']).where('id', '=', 1).executeTakeFirstOrThrow();
  // PostgreSQL answers a BIGINT as a string.
  return { storedBytes: Number(row.stored_bytes), dropped: Number(row.dropped) };
}

/** Deletes the oldest envelopes stored before `newId` until the total fits `maxBytes`; answers how many went. */
async function pruneOldest(store: Store, newId: number, maxBytes: number): Promise<number> {
  let excess = (await reportTotals(store)).storedBytes - maxBytes;
  if (excess <= 0) return 0;
  // Row ids (from 1) grow with every insert, so the lowest ids are the oldest reports.
  let lastId = 0;
  let count = 0;
  for (;;) {
    const batch = await store
      .selectFrom('reports')
      .select((eb) => ['id', eb.fn<number>('octet_length', ['raw']).as('bytes')])
      .where('id', '>', lastId)
      .where('id', '<', newId)
      .orderBy('id')
      .limit(PRUNE_BATCH_SIZE)
      .execute();
    for (const row of batch) {
      lastId = row.id;
      count += 1;
      excess -= Number(row.bytes);
      if (excess <= 0) break;
    }
    if (excess <= 0 || batch.length < PRUNE_BATCH_SIZE) break;
  }
  if (count === 0) return 0;
  await store.deleteFrom('reports').where('id', '<=', lastId).execute();
  await store
    .updateTable('report_totals')
    .set((eb) => ({ dropped: eb('dropped', '+', count) }))
    .where('id', '=', 1)
    .execute();
  return count;
}

/**
 * Stores a report (saveReport) and, when the raw envelopes then exceed `maxBytes`, prunes the
 * oldest first and counts them, all in one transaction: the cap holds after every report, and a
 * repeat that is not stored prunes nothing. The caller refuses an envelope larger than the cap
 * itself (413), so pruning always makes enough room. False when the report was a repeat.
 */
export async function saveReportWithinCap(store: Store, report: NewReport, maxBytes: number): Promise<boolean> {
  // One transaction: a second server process on the same store waits rather than prunes from a stale total.
  return transact(store, async (trx) => {
    const id = await saveReport(trx, report);
    if (id === null) return false;
    await pruneOldest(trx, id, maxBytes);
    return true;
  });
}
