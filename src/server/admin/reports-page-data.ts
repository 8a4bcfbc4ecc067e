import { normalizeReportId, REPORT_GROUP_KEY_PATTERN, type ReportData, type ReportGroupData, type ReportsData } from '../../shared/admin-reports.ts';
import { countReports } from '../monitoring/report-store.ts';
import type { PrivatePageDataSources } from '../page-data/private-page-data.ts';
import { reportDetail } from './report-detail.ts';
import { countGroups, findGroup, listGroups } from './report-group-store.ts';
import { groupUngroupedReports } from './report-grouping.ts';
import { pageOffset, reportPaging } from './report-paging.ts';
import { findReportRow, groupReportRows, listItem } from './report-rows.ts';

type Params = Readonly<Record<string, string>>;

async function groupsPage({ store, forwarding = false }: PrivatePageDataSources, params: Params): Promise<ReportsData | null> {
  const { total, open } = await countGroups(store);
  const paging = reportPaging(total, params['page']);
  if (!paging) return null;
  return { groups: await listGroups(store, pageOffset(paging), paging.pageSize), paging, openGroups: open, reports: await countReports(store), forwarding };
}

async function groupPage({ store, forwarding = false }: PrivatePageDataSources, params: Params): Promise<ReportGroupData | null> {
  const key = params['group'] ?? '';
  const group = REPORT_GROUP_KEY_PATTERN.test(key) ? await findGroup(store, key) : null;
  if (!group) return null;
  const paging = reportPaging(group.count, params['page']);
  if (!paging) return null;
  const reports = (await groupReportRows(store, key, pageOffset(paging), paging.pageSize)).map((row) => listItem(row, forwarding));
  return { group, reports, paging, forwarding };
}

/** A report by the id the application-error screen showed, however it was typed (normalizeReportId). */
async function reportPage({ store, forwarding = false }: PrivatePageDataSources, params: Params): Promise<ReportData | null> {
  const typed = params['id'] ?? '';
  for (const id of new Set([typed.toLowerCase(), normalizeReportId(typed)])) {
    const row = id === '' ? undefined : await findReportRow(store, id);
    if (row) return reportDetail(row, forwarding);
  }
  return null;
}

/**
 * The error-report inbox's data (`/data/admin/reports….json`, organizers only — resolvePage
 * checked): the groups, a group's reports, one report. Null (404) for an unknown group or
 * report, or a page that does not exist.
 */
export async function reportsPageData(sources: PrivatePageDataSources, route: string, params: Params): Promise<ReportsData | ReportGroupData | ReportData | null> {
  // Reports stored before grouping existed get their group first (a no-op once done).
  await groupUngroupedReports(sources.store);
  switch (route) {
    case 'admin-reports':
    case 'admin-reports-page':
      return groupsPage(sources, params);
    case 'admin-report-group':
    case 'admin-report-group-page':
      return groupPage(sources, params);
    case 'admin-report':
      return reportPage(sources, params);
    default:
      return null;
  }
}
