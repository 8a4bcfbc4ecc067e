import { parseEnvelope } from '../monitoring/parse-envelope.ts';
import { readEvent } from '../monitoring/summarize-report.ts';
import { sqlite, type Store } from '../store/open-store.ts';
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
 * saveReport groups new ones. Runs when the inbox is read; after the first time it finds nothing
 * (an indexed look-up). Answers how many reports it grouped.
 */
export function groupUngroupedReports(db: Store): number {
  const select = sqlite(db).prepare(`SELECT id, raw, message, received_at AS receivedAt FROM reports WHERE group_key IS NULL AND kind = 'event' ORDER BY id LIMIT ?`);
  const update = sqlite(db).prepare('UPDATE reports SET group_key = ?, fingerprint = ?, browser = coalesce(browser, ?) WHERE id = ?');
  let grouped = 0;
  for (;;) {
    const rows = select.all(BATCH_SIZE) as UngroupedRow[];
    if (rows.length === 0) return grouped;
    sqlite(db).transaction(() => {
      for (const row of rows) {
        const { text, frame, browser } = regroup(row);
        const key = reportGroupKey(text);
        update.run(key, text, browser, row.id);
        recordReportGroup(db, { key, fingerprint: text, frame }, new Date(row.receivedAt));
      }
    })();
    grouped += rows.length;
  }
}
