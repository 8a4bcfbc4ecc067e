import type { Problem, Schedule } from '../schedule/model.ts';
import type { Store } from './open-store.ts';
import { isSecretToken, newSecretToken, secretTokenHash } from './secret-token.ts';
import { transact } from './transact.ts';

/** A checked file waits this long for Publish; after that it has to be checked again. */
export const CANDIDATE_LIFETIME_MS = 60 * 60 * 1000;

/** Checked files kept per organizer: enough to compare a few, never a pile of 20 MB files. */
export const CANDIDATES_PER_ORGANIZER = 3;

/** A schedule checked and accepted, not yet published. */
export interface ScheduleCandidate {
  readonly raw: Buffer;
  /** The file's name or the URL it was read from. */
  readonly source: string;
  readonly schedule: Schedule;
  readonly warnings: readonly Problem[];
  readonly checkedBy: number;
  readonly createdAt: string;
}

export interface NewCandidate {
  readonly raw: Uint8Array;
  readonly source: string;
  readonly schedule: Schedule;
  readonly warnings: readonly Problem[];
  readonly checkedBy: number;
  readonly now: Date;
}

/** Deletes candidates past CANDIDATE_LIFETIME_MS, everybody's; answers how many went. */
export async function deleteExpiredCandidates(db: Store, now: Date): Promise<number> {
  const oldest = new Date(now.getTime() - CANDIDATE_LIFETIME_MS).toISOString();
  const result = await db.deleteFrom('schedule_candidates').where('created_at', '<=', oldest).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Keeps a checked schedule for Publish and answers the token that names it. The store keeps
 * only the token's SHA-256, like every secret it hands out. Expired candidates are pruned, and
 * the organizer's oldest beyond CANDIDATES_PER_ORGANIZER go too, in one transaction.
 */
export async function saveCandidate(db: Store, candidate: NewCandidate): Promise<string> {
  const token = newSecretToken();
  await transact(db, async (trx) => {
    await deleteExpiredCandidates(trx, candidate.now);
    await trx
      .insertInto('schedule_candidates')
      .values({
        token_hash: secretTokenHash(token),
        checked_by: candidate.checkedBy,
        source: candidate.source,
        raw: Buffer.from(candidate.raw),
        normalised: JSON.stringify(candidate.schedule),
        warnings: JSON.stringify(candidate.warnings),
        created_at: candidate.now.toISOString(),
      })
      .execute();
    await trx
      .deleteFrom('schedule_candidates')
      .where('checked_by', '=', candidate.checkedBy)
      .where('id', 'not in', (eb) =>
        eb
          .selectFrom('schedule_candidates')
          .select('id')
          .where('checked_by', '=', candidate.checkedBy)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(CANDIDATES_PER_ORGANIZER),
      )
      .execute();
  });
  return token;
}

export type FoundCandidate = { readonly ok: true; readonly candidate: ScheduleCandidate } | { readonly ok: false; readonly reason: 'unknown' | 'expired' };

/** The candidate a token names, when the organizer who checked it asks within its lifetime. */
export async function findCandidate(db: Store, token: string, checkedBy: number, now: Date): Promise<FoundCandidate> {
  if (!isSecretToken(token)) return { ok: false, reason: 'unknown' };
  const row = await db
    .selectFrom('schedule_candidates')
    .select(['source', 'raw', 'normalised', 'warnings', 'checked_by', 'created_at'])
    .where('token_hash', '=', secretTokenHash(token))
    .where('checked_by', '=', checkedBy)
    .executeTakeFirst();
  if (!row) return { ok: false, reason: 'unknown' };
  if (Date.parse(row.created_at) + CANDIDATE_LIFETIME_MS <= now.getTime()) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    candidate: {
      raw: row.raw,
      source: row.source,
      schedule: JSON.parse(row.normalised) as Schedule,
      warnings: JSON.parse(row.warnings) as Problem[],
      checkedBy: row.checked_by,
      createdAt: row.created_at,
    },
  };
}

/** Forgets a candidate once published: its file now lives on as a version. */
export async function deleteCandidate(db: Store, token: string): Promise<void> {
  await db.deleteFrom('schedule_candidates').where('token_hash', '=', secretTokenHash(token)).execute();
}
