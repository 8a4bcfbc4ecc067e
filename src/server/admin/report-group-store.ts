import { GROUP_VALUES_SHOWN, type DistinctValues, type ReportGroupSummary } from '../../shared/admin-reports.ts';
import { sqlite, type Store } from '../store/open-store.ts';

/** A group as the report that founds it names it. */
export interface ReportGroupIdentity {
  readonly key: string;
  readonly fingerprint: string;
  readonly frame: string | null;
}

/**
 * Records that a report of this group arrived: the group is made when it is new, and a resolved
 * group reopens when the report came after it was resolved — the error happened again.
 */
export function recordReportGroup(db: Store, group: ReportGroupIdentity, receivedAt: Date): void {
  sqlite(db)
    .prepare(
      `INSERT INTO report_groups (group_key, fingerprint, frame) VALUES (?, ?, ?)
     ON CONFLICT (group_key) DO UPDATE SET resolved_at = NULL, resolved_by = NULL
     WHERE report_groups.resolved_at IS NOT NULL AND report_groups.resolved_at < ?`,
    )
    .run(group.key, group.fingerprint, group.frame, receivedAt.toISOString());
}

/** Resolves a group (by the given organizer, now) or reopens it (null); false when no report is in that group. */
export function setGroupResolved(db: Store, key: string, resolution: { readonly at: Date; readonly by: number } | null): boolean {
  const result = sqlite(db)
    .prepare(
      `UPDATE report_groups SET resolved_at = ?, resolved_by = ?
       WHERE group_key = ? AND EXISTS (SELECT 1 FROM reports WHERE reports.group_key = report_groups.group_key AND kind = 'event')`,
    )
    .run(resolution?.at.toISOString() ?? null, resolution?.by ?? null, key);
  return result.changes === 1;
}

interface GroupRow {
  readonly key: string;
  readonly fingerprint: string;
  readonly frame: string | null;
  readonly resolvedAt: string | null;
  readonly resolvedBy: string | null;
  readonly count: number;
  readonly firstSeen: string;
  readonly lastSeen: string;
}

// Groups whose reports the size cap pruned are left out: they have nothing to show.
const GROUP_SELECT = `SELECT g.group_key AS key, g.fingerprint, g.frame, g.resolved_at AS resolvedAt, u.email AS resolvedBy,
         count(*) AS count, min(r.received_at) AS firstSeen, max(r.received_at) AS lastSeen
       FROM report_groups g
       JOIN reports r ON r.group_key = g.group_key AND r.kind = 'event'
       LEFT JOIN users u ON u.id = g.resolved_by`;

type DistinctColumn = 'release' | 'url' | 'browser';

/** The most frequent values of a column among the group's reports (the most recent first on a tie), and how many there are. */
function distinctValues(db: Store, key: string, column: DistinctColumn): DistinctValues {
  const top = sqlite(db)
    .prepare(
      `SELECT ${column} AS value, count(*) AS count FROM reports
       WHERE group_key = ? AND kind = 'event' AND ${column} IS NOT NULL
       GROUP BY ${column} ORDER BY count DESC, max(received_at) DESC, value LIMIT ?`,
    )
    .all(key, GROUP_VALUES_SHOWN) as { value: string; count: number }[];
  const { n: distinct } = sqlite(db).prepare(`SELECT count(DISTINCT ${column}) AS n FROM reports WHERE group_key = ? AND kind = 'event'`).get(key) as { n: number };
  return { top, distinct };
}

function summarize(db: Store, row: GroupRow): ReportGroupSummary {
  const newest = sqlite(db).prepare(`SELECT message FROM reports WHERE group_key = ? AND kind = 'event' ORDER BY received_at DESC, id DESC LIMIT 1`).get(row.key) as
    { message: string | null } | undefined;
  return {
    key: row.key,
    fingerprint: row.fingerprint,
    frame: row.frame,
    message: newest?.message ?? null,
    count: row.count,
    firstSeen: row.firstSeen,
    lastSeen: row.lastSeen,
    releases: distinctValues(db, row.key, 'release'),
    urls: distinctValues(db, row.key, 'url'),
    browsers: distinctValues(db, row.key, 'browser'),
    resolved: row.resolvedAt === null ? null : { at: row.resolvedAt, by: row.resolvedBy },
  };
}

/** One page of groups: open ones first, then resolved; within each, the most recently seen first. */
export function listGroups(db: Store, offset: number, limit: number): ReportGroupSummary[] {
  const rows = sqlite(db)
    .prepare(`${GROUP_SELECT} GROUP BY g.group_key ORDER BY g.resolved_at IS NOT NULL, lastSeen DESC, g.group_key LIMIT ? OFFSET ?`)
    .all(limit, offset) as GroupRow[];
  return rows.map((row) => summarize(db, row));
}

/** The group, or null when it has no report (unknown, or pruned). */
export function findGroup(db: Store, key: string): ReportGroupSummary | null {
  const row = sqlite(db).prepare(`${GROUP_SELECT} WHERE g.group_key = ? GROUP BY g.group_key`).get(key) as GroupRow | undefined;
  return row ? summarize(db, row) : null;
}

/** Groups with reports, and how many of them are open. */
export function countGroups(db: Store): { readonly total: number; readonly open: number } {
  const row = sqlite(db)
    .prepare(
      `SELECT count(*) AS total, coalesce(sum(g.resolved_at IS NULL), 0) AS open FROM report_groups g
       WHERE EXISTS (SELECT 1 FROM reports r WHERE r.group_key = g.group_key AND r.kind = 'event')`,
    )
    .get() as { total: number; open: number };
  return row;
}

/** Where a group stands in the list (0-based), as listGroups orders it; null when it has no report. */
export function groupPosition(db: Store, key: string): number | null {
  const row = sqlite(db)
    .prepare(
      `WITH listed AS (
         SELECT g.group_key AS key, row_number() OVER (ORDER BY g.resolved_at IS NOT NULL, max(r.received_at) DESC, g.group_key) - 1 AS position
         FROM report_groups g JOIN reports r ON r.group_key = g.group_key AND r.kind = 'event'
         GROUP BY g.group_key
       )
       SELECT position FROM listed WHERE key = ?`,
    )
    .get(key) as { position: number } | undefined;
  return row?.position ?? null;
}
