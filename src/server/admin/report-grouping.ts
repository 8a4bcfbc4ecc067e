import { parseEnvelope } from '../monitoring/parse-envelope.ts';
import { readEvent } from '../monitoring/summarize-report.ts';
import type { Store } from '../store/open-store.ts';
import { transact } from '../store/transact.ts';
import { reportClient } from './report-client.ts';
import { reportFingerprint, reportGroupKey, stableMessage, type ReportFingerprint } from './report-fingerprint.ts';
import { recordReportGroup } from './report-group-store.ts';

const BATCH_SIZE = 500;

interface UngroupedRow {
  readonly id: number;
  readonly raw: Buffer;
  readonly message: string | null;
  readonly receivedAt: string;
}

/** The fingerprint and browser of a stored envelope; one that no longer parses is grouped by its message. */
function regroup(row: UngroupedRow): ReportFingerprint & { readonly browser: string | null } {
  try {
    const event = readEvent(parseEnvelope(new Uint8Array(row.raw)));
    if (event) return { ...reportFingerprint(event), browser: reportClient(event).browser };
  } catch {
    // Stored before the checks of today, or cut short: its summary columns still say something.
  }
  return { text: stableMessage(row.message), frame: null, browser: null };
}

/**
 * Groups the error reports stored before the inbox existed, from their raw envelopes, the way
 * saveReport groups new ones, one transaction per batch. Runs when the inbox is read; after the
 * first time it finds nothing (an indexed look-up). Answers how many reports it grouped.
 */
export async function groupUngroupedReports(store: Store): Promise<number> {
  let grouped = 0;
  for (;;) {
    const rows: UngroupedRow[] = await store
      .selectFrom('reports')
      .select(['id', 'raw', 'message', 'received_at as receivedAt'])
      .where('group_key', 'is', null)
      .where('kind', '=', 'event')
      .orderBy('id')
      .limit(BATCH_SIZE)
      .execute();
    if (rows.length === 0) return grouped;
    // Parsed before the transaction, which then only writes.
    const regrouped = rows.map((row) => ({ row, ...regroup(row) }));
    await transact(store, async (trx) => {
      for (const { row, text, frame, browser } of regrouped) {
        const key = reportGroupKey(text);
        await trx
          .updateTable('reports')
          .set((eb) => ({ group_key: key, fingerprint: text, browser: eb.fn.coalesce('browser', eb.val(browser)) }))
          .where('id', '=', row.id)
          .execute();
        await recordReportGroup(trx, { key, fingerprint: text, frame }, new Date(row.receivedAt));
      }
    });
    grouped += rows.length;
  }
}
