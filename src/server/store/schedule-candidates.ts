import type { Problem, Schedule } from '../schedule/model.ts';
import { sqlite, type Store } from './open-store.ts';
import { isSecretToken, newSecretToken, secretTokenHash } from './secret-token.ts';

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
export function deleteExpiredCandidates(db: Store, now: Date): number {
  const oldest = new Date(now.getTime() - CANDIDATE_LIFETIME_MS).toISOString();
  return sqlite(db).prepare('DELETE FROM schedule_candidates WHERE created_at <= ?').run(oldest).changes;
}

/**
 * Keeps a checked schedule for Publish and answers the token that names it. The store keeps
 * only the token's SHA-256, like every secret it hands out. Expired candidates are pruned, and
 * the organizer's oldest beyond CANDIDATES_PER_ORGANIZER go too.
 */
export function saveCandidate(db: Store, candidate: NewCandidate): string {
  const token = newSecretToken();
  sqlite(db).transaction(() => {
    deleteExpiredCandidates(db, candidate.now);
    sqlite(db)
      .prepare(
        `INSERT INTO schedule_candidates (token_hash, checked_by, source, raw, normalised, warnings, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        secretTokenHash(token),
        candidate.checkedBy,
        candidate.source,
        Buffer.from(candidate.raw),
        JSON.stringify(candidate.schedule),
        JSON.stringify(candidate.warnings),
        candidate.now.toISOString(),
      );
    sqlite(db)
      .prepare(
        `DELETE FROM schedule_candidates WHERE checked_by = ? AND id NOT IN
         (SELECT id FROM schedule_candidates WHERE checked_by = ? ORDER BY created_at DESC, id DESC LIMIT ?)`,
      )
      .run(candidate.checkedBy, candidate.checkedBy, CANDIDATES_PER_ORGANIZER);
  })();
  return token;
}

export type FoundCandidate = { readonly ok: true; readonly candidate: ScheduleCandidate } | { readonly ok: false; readonly reason: 'unknown' | 'expired' };

interface Row {
  source: string;
  raw: Buffer;
  normalised: string;
  warnings: string;
  checked_by: number;
  created_at: string;
}

/** The candidate a token names, when the organizer who checked it asks within its lifetime. */
export function findCandidate(db: Store, token: string, checkedBy: number, now: Date): FoundCandidate {
  if (!isSecretToken(token)) return { ok: false, reason: 'unknown' };
  const row = sqlite(db)
    .prepare('SELECT source, raw, normalised, warnings, checked_by, created_at FROM schedule_candidates WHERE token_hash = ? AND checked_by = ?')
    .get(secretTokenHash(token), checkedBy) as Row | undefined;
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
export function deleteCandidate(db: Store, token: string): void {
  sqlite(db).prepare('DELETE FROM schedule_candidates WHERE token_hash = ?').run(secretTokenHash(token));
}
