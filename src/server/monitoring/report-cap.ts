import { sqlite, type Store } from '../store/open-store.ts';
import { saveReport, type NewReport } from './report-store.ts';

/**
 * `REPORTS_MAX_BYTES` unless set: the raw envelopes kept at most. 256 MiB holds tens of thousands
 * of ordinary error reports (a few KiB each), far more than anyone reads, while a small server's
 * disk cannot be filled through `/monitoring` (DESIGN §15).
 */
export const DEFAULT_REPORTS_MAX_BYTES = 256 * 1024 * 1024;

/** What the cap has to say: the raw envelope bytes stored now, and how many reports it pruned ever. */
export interface ReportTotals {
  readonly storedBytes: number;
  readonly dropped: number;
}

export function reportTotals(db: Store): ReportTotals {
  return sqlite(db).prepare('SELECT stored_bytes AS storedBytes, dropped FROM report_totals WHERE id = 1').get() as ReportTotals;
}

/** Deletes the oldest envelopes stored before `newId` until the total fits `maxBytes`; answers how many went. */
function pruneOldest(db: Store, newId: number, maxBytes: number): number {
  let excess = reportTotals(db).storedBytes - maxBytes;
  if (excess <= 0) return 0;
  // Row ids grow with every insert, so the lowest ids are the oldest reports.
  const oldest = sqlite(db).prepare('SELECT id, length(raw) AS bytes FROM reports WHERE id < ? ORDER BY id').iterate(newId) as IterableIterator<{ id: number; bytes: number }>;
  let lastId: number | undefined;
  let count = 0;
  for (const row of oldest) {
    lastId = row.id;
    count += 1;
    excess -= row.bytes;
    if (excess <= 0) break;
  }
  if (lastId === undefined) return 0;
  sqlite(db).prepare('DELETE FROM reports WHERE id <= ?').run(lastId);
  sqlite(db).prepare('UPDATE report_totals SET dropped = dropped + ? WHERE id = 1').run(count);
  return count;
}

/**
 * Stores a report (saveReport) and, when the raw envelopes then exceed `maxBytes`, prunes the
 * oldest first and counts them, all in one transaction: the cap holds after every report, and a
 * repeat that is not stored prunes nothing. The caller refuses an envelope larger than the cap
 * itself (413), so pruning always makes enough room. False when the report was a repeat.
 */
export function saveReportWithinCap(db: Store, report: NewReport, maxBytes: number): boolean {
  // Immediate: a second server process on the same store waits rather than prunes from a stale total.
  return sqlite(db)
    .transaction(() => {
      const id = saveReport(db, report);
      if (id === null) return false;
      pruneOldest(db, id, maxBytes);
      return true;
    })
    .immediate();
}
