import type { Store } from '../store/open-store.ts';
import { transact } from '../store/transact.ts';

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
async function retryAfter(store: Store, address: string, counted: Counted, bytes: number, now: Date): Promise<number> {
  const rows = await store
    .selectFrom('report_intake')
    .select(['bytes', 'expires_at'])
    .where('address', '=', address)
    .where('expires_at', '>', now.toISOString())
    .orderBy('expires_at')
    .execute();
  let left = counted;
  let freeAt = now.getTime() + REPORT_INTAKE_WINDOW_MS;
  for (const row of rows) {
    left = { envelopes: left.envelopes - 1, bytes: left.bytes - row.bytes };
    if (fits(left, bytes)) {
      freeAt = Date.parse(row.expires_at);
      break;
    }
  }
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
}

/**
 * Counts an envelope of `bytes` from `address` and answers null, or answers the seconds to wait
 * (for `Retry-After`) and counts nothing when the address has used up its window. Checking and
 * counting are one transaction, so parallel posts, also to other server processes on the same
 * store, cannot all slip under the limit. Refusals are not counted, so each address keeps at most
 * REPORTS_PER_ADDRESS rows; rows that stopped counting go first.
 */
export async function admitReport(store: Store, address: string, bytes: number, now: Date): Promise<number | null> {
  return transact(store, async (trx) => {
    await deleteSpentReportIntake(trx, now);
    const row = await trx
      .selectFrom('report_intake')
      .select((eb) => [eb.fn.countAll().as('envelopes'), eb.fn.coalesce(eb.fn.sum('bytes'), eb.lit(0)).as('bytes')])
      .where('address', '=', address)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirstOrThrow();
    // PostgreSQL answers count and sum as strings (BIGINT, NUMERIC).
    const counted: Counted = { envelopes: Number(row.envelopes), bytes: Number(row.bytes) };
    if (!fits(counted, bytes)) return retryAfter(trx, address, counted, bytes, now);
    const expiresAt = new Date(now.getTime() + REPORT_INTAKE_WINDOW_MS).toISOString();
    await trx.insertInto('report_intake').values({ address, bytes, expires_at: expiresAt }).execute();
    return null;
  });
}

/** Deletes what no longer counts against any address; answers how many rows went. */
export async function deleteSpentReportIntake(store: Store, now: Date): Promise<number> {
  const result = await store.deleteFrom('report_intake').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
