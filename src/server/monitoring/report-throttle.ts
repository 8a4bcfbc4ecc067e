import { sqlite, type Store } from '../store/open-store.ts';

/**
 * Per client address, in any 10 minutes, at most 600 envelopes and 16 MiB (DESIGN §15). A venue's
 * network puts a whole conference behind one address, and a device back online drains its
 * offline queue (at most 200 envelopes) at about ten a second: 600 lets three full queues drain
 * in one window beside live reports, one envelope a second sustained. Real envelopes are a few
 * KiB, so the count binds first for them; the bytes bind for padded ones, 16 of the largest
 * (1 MiB) per 10 minutes. Past either, the disk grows no faster than about 2.3 GiB a day per
 * address, and REPORTS_MAX_BYTES bounds it whatever the number of addresses.
 */
export const REPORT_INTAKE_WINDOW_MS = 10 * 60 * 1000;
export const REPORTS_PER_ADDRESS = 600;
export const REPORT_BYTES_PER_ADDRESS = 16 * 1024 * 1024;

interface Counted {
  readonly envelopes: number;
  readonly bytes: number;
}

const fits = ({ envelopes, bytes }: Counted, more: number): boolean => envelopes + 1 <= REPORTS_PER_ADDRESS && bytes + more <= REPORT_BYTES_PER_ADDRESS;

/** Seconds until enough of the address's envelopes stop counting for one of `bytes` more to fit. */
function retryAfter(db: Store, address: string, counted: Counted, bytes: number, now: Date): number {
  const rows = sqlite(db)
    .prepare('SELECT bytes, expires_at AS at FROM report_intake WHERE address = ? AND expires_at > ? ORDER BY expires_at')
    .iterate(address, now.toISOString()) as IterableIterator<{
    bytes: number;
    at: string;
  }>;
  let left = counted;
  let freeAt = now.getTime() + REPORT_INTAKE_WINDOW_MS;
  for (const row of rows) {
    left = { envelopes: left.envelopes - 1, bytes: left.bytes - row.bytes };
    if (fits(left, bytes)) {
      freeAt = Date.parse(row.at);
      break;
    }
  }
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
}

/**
 * Counts an envelope of `bytes` from `address` and answers null, or answers the seconds to wait
 * (for `Retry-After`) and counts nothing when the address has used up its window. Checking and
 * counting are one immediate transaction, so parallel posts, also to other server processes on
 * the same store, cannot all slip under the limit. Refusals are not counted, so each address keeps
 * at most REPORTS_PER_ADDRESS rows; rows that stopped counting go first.
 */
export function admitReport(db: Store, address: string, bytes: number, now: Date): number | null {
  return sqlite(db)
    .transaction((): number | null => {
      deleteSpentReportIntake(db, now);
      const counted = sqlite(db)
        .prepare('SELECT count(*) AS envelopes, coalesce(sum(bytes), 0) AS bytes FROM report_intake WHERE address = ? AND expires_at > ?')
        .get(address, now.toISOString()) as Counted;
      if (!fits(counted, bytes)) return retryAfter(db, address, counted, bytes, now);
      const expiresAt = new Date(now.getTime() + REPORT_INTAKE_WINDOW_MS).toISOString();
      sqlite(db).prepare('INSERT INTO report_intake (address, bytes, expires_at) VALUES (?, ?, ?)').run(address, bytes, expiresAt);
      return null;
    })
    .immediate();
}

/** Deletes what no longer counts against any address; answers how many rows went. */
export function deleteSpentReportIntake(db: Store, now: Date): number {
  return sqlite(db).prepare('DELETE FROM report_intake WHERE expires_at <= ?').run(now.toISOString()).changes;
}
