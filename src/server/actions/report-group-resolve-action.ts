import { z } from 'zod';
import { ACTION_REVALIDATE_HEADER } from '../../shared/actions.ts';
import { REPORT_GROUP_KEY_PATTERN, REPORTS_PAGE_SIZE, reportGroupPath, reportsPath } from '../../shared/admin-reports.ts';
import { pageDataUrl } from '../../shared/page-data.ts';
import { viewerOf } from '../accounts/load-viewer.ts';
import { findGroup, groupPosition, setGroupResolved } from '../admin/report-group-store.ts';
import { groupUngroupedReports } from '../admin/report-grouping.ts';
import { refuse } from './action-responses.ts';
import { defineAction } from './define-action.ts';

const GROUP_FIELD = z.string({ error: 'Name the group by its key.' }).regex(REPORT_GROUP_KEY_PATTERN, 'Name the group by its key.');

/** The list page a group sits on (0-based position), or null when it has none. */
const listPage = (position: number | null) => (position === null ? null : Math.floor(position / REPORTS_PAGE_SIZE) + 1);

/**
 * `report-group-resolve { group, resolved }` (organizers only): marks a group of error reports
 * resolved, or open again. A report that arrives later reopens it (recordReportGroup). The
 * answer asks the client to refetch the group's page and the list pages it moved from and to.
 */
export const reportGroupResolveAction = defineAction(
  z.object({ group: GROUP_FIELD, resolved: z.boolean({ error: 'Say whether the group is resolved.' }) }),
  async function resolveReportGroup(c, { group, resolved }, { store, now }) {
    const viewer = viewerOf(c);
    if (!viewer) return refuse(c, 401, 'unauthorized', 'Sign in as an organizer to resolve error reports.');
    if (viewer.role !== 'organizer') return refuse(c, 403, 'forbidden', 'Only organizers can resolve error reports.');
    await groupUngroupedReports(store);
    const before = listPage(await groupPosition(store, group));
    if (!(await setGroupResolved(store, group, resolved ? { at: now(), by: viewer.userId } : null))) {
      return refuse(c, 404, 'not-found', 'There is no such group of error reports.');
    }
    const after = listPage(await groupPosition(store, group));
    const pages = new Set([1, before ?? 1, after ?? 1]);
    const urls = [pageDataUrl(reportGroupPath(group)), ...[...pages].map((page) => pageDataUrl(reportsPath(page)))];
    c.header(ACTION_REVALIDATE_HEADER, urls.join(', '));
    return c.json({ ok: true, resolved: (await findGroup(store, group))?.resolved ?? null });
  },
);
