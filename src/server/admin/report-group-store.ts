import { GROUP_VALUES_SHOWN, type DistinctValues, type ReportGroupSummary } from '../../shared/admin-reports.ts';
import type { ExpressionBuilder, InferResult } from 'kysely';
import type { Store } from '../store/open-store.ts';
import type { Schema } from '../store/schema.ts';

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
export async function recordReportGroup(store: Store, group: ReportGroupIdentity, receivedAt: Date): Promise<void> {
  await store
    .insertInto('report_groups')
    .values({ group_key: group.key, fingerprint: group.fingerprint, frame: group.frame })
    .onConflict((oc) =>
      oc
        .column('group_key')
        .doUpdateSet({ resolved_at: null, resolved_by: null })
        .where('report_groups.resolved_at', 'is not', null)
        .where('report_groups.resolved_at', '<', receivedAt.toISOString()),
    )
    .execute();
}

/** Whether the group `g` has an error report (groups whose reports the size cap pruned have none). */
function hasReports(eb: ExpressionBuilder<Schema & { g: Schema['report_groups'] }, 'g'>) {
  return eb.exists(eb.selectFrom('reports as r').select(eb.lit(1).as('one')).whereRef('r.group_key', '=', 'g.group_key').where('r.kind', '=', 'event'));
}

/** Resolves a group (by the given organizer, now) or reopens it (null); false when no report is in that group. */
export async function setGroupResolved(store: Store, key: string, resolution: { readonly at: Date; readonly by: number } | null): Promise<boolean> {
  const result = await store
    .updateTable('report_groups as g')
    .set({ resolved_at: resolution?.at.toISOString() ?? null, resolved_by: resolution?.by ?? null })
    .where('g.group_key', '=', key)
    .where(hasReports)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

type DistinctColumn = 'release' | 'url' | 'browser';

/** The most frequent values of a column among the group's reports (the most recent first on a tie), and how many there are. */
async function distinctValues(store: Store, key: string, column: DistinctColumn): Promise<DistinctValues> {
  const top = await store
    .selectFrom('reports')
    .select((eb) => [eb.ref(column).$notNull().as('value'), eb.fn.countAll().as('count')])
    .where('group_key', '=', key)
    .where('kind', '=', 'event')
    .where(column, 'is not', null)
    .groupBy(column)
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    .orderBy((eb) => eb.fn.max('received_at'), 'desc')
    .orderBy(column)
    .limit(GROUP_VALUES_SHOWN)
    .execute();
  const { distinct } = await store
    .selectFrom('reports')
    .select((eb) => eb.fn.count(column).distinct().as('distinct'))
    .where('group_key', '=', key)
    .where('kind', '=', 'event')
    .executeTakeFirstOrThrow();
  return { top: top.map(({ value, count }) => ({ value, count: Number(count) })), distinct: Number(distinct) };
}

/**
 * The groups with reports (those whose reports the size cap pruned have nothing to show), each
 * with how many and when first and last seen. Every column that is not an aggregate is grouped
 * by, as PostgreSQL requires.
 */
function groupRows(store: Store) {
  return store
    .selectFrom('report_groups as g')
    .innerJoin('reports as r', (join) => join.onRef('r.group_key', '=', 'g.group_key').on('r.kind', '=', 'event'))
    .leftJoin('users as u', 'u.id', 'g.resolved_by')
    .select((eb) => [
      'g.group_key as key',
      'g.fingerprint',
      'g.frame',
      'g.resolved_at as resolvedAt',
      'u.email as resolvedBy',
      eb.fn.countAll().as('count'),
      eb.fn.min('r.received_at').as('firstSeen'),
      eb.fn.max('r.received_at').as('lastSeen'),
    ])
    .groupBy(['g.group_key', 'g.fingerprint', 'g.frame', 'g.resolved_at', 'u.email']);
}

type GroupRow = InferResult<ReturnType<typeof groupRows>>[number];

async function summarize(store: Store, row: GroupRow): Promise<ReportGroupSummary> {
  const newest = await store
    .selectFrom('reports')
    .select('message')
    .where('group_key', '=', row.key)
    .where('kind', '=', 'event')
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    key: row.key,
    fingerprint: row.fingerprint,
    frame: row.frame,
    message: newest?.message ?? null,
    count: Number(row.count),
    firstSeen: row.firstSeen,
    lastSeen: row.lastSeen,
    releases: await distinctValues(store, row.key, 'release'),
    urls: await distinctValues(store, row.key, 'url'),
    browsers: await distinctValues(store, row.key, 'browser'),
    resolved: row.resolvedAt === null ? null : { at: row.resolvedAt, by: row.resolvedBy },
  };
}

/** Open groups before resolved ones (0 before 1; the same on both engines, unlike ordering by NULLs). */
const resolvedLast = (eb: ExpressionBuilder<{ g: Schema['report_groups'] }, 'g'>) => eb.case().when('g.resolved_at', 'is', null).then(0).else(1).end();

/** One page of groups: open ones first, then resolved; within each, the most recently seen first. */
export async function listGroups(store: Store, offset: number, limit: number): Promise<ReportGroupSummary[]> {
  const rows = await groupRows(store)
    .orderBy(resolvedLast)
    .orderBy((eb) => eb.fn.max('r.received_at'), 'desc')
    .orderBy('g.group_key')
    .limit(limit)
    .offset(offset)
    .execute();
  const groups: ReportGroupSummary[] = [];
  for (const row of rows) groups.push(await summarize(store, row));
  return groups;
}

/** The group, or null when it has no report (unknown, or pruned). */
export async function findGroup(store: Store, key: string): Promise<ReportGroupSummary | null> {
  const row = await groupRows(store).where('g.group_key', '=', key).executeTakeFirst();
  return row ? summarize(store, row) : null;
}

/** Groups with reports, and how many of them are open. */
export async function countGroups(store: Store): Promise<{ readonly total: number; readonly open: number }> {
  const row = await store
    .selectFrom('report_groups as g')
    .select((eb) => [eb.fn.countAll().as('total'), eb.fn.countAll().filterWhere('g.resolved_at', 'is', null).as('open')])
    .where(hasReports)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), open: Number(row.open) };
}

/** Where a group stands in the list (0-based), as listGroups orders it; null when it has no report. */
export async function groupPosition(store: Store, key: string): Promise<number | null> {
  const row = await store
    .with('listed', (db) =>
      db
        .selectFrom('report_groups as g')
        .innerJoin('reports as r', (join) => join.onRef('r.group_key', '=', 'g.group_key').on('r.kind', '=', 'event'))
        .select((eb) => [
          'g.group_key as key',
          eb.fn
            .agg<number>('row_number')
            .over((over) => over.orderBy(resolvedLast(eb)).orderBy(eb.fn.max('r.received_at'), 'desc').orderBy('g.group_key'))
            .as('position'),
        ])
        .groupBy(['g.group_key', 'g.resolved_at']),
    )
    .selectFrom('listed')
    .select('position')
    .where('key', '=', key)
    .executeTakeFirst();
  // row_number counts from 1; PostgreSQL answers it as a string (BIGINT).
  return row ? Number(row.position) - 1 : null;
}
