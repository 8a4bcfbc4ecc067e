/**
 * The error-report inbox (`/admin/reports`, DESIGN §3, §8): the page data its screens read and the
 * paths they link to, shared by the server that builds them and the screens that show them.
 */

/** Groups per page of `/admin/reports`, and reports per page of a group. */
export const REPORTS_PAGE_SIZE = 50;
/** Releases, URLs and browsers named per group; the rest are counted. */
export const GROUP_VALUES_SHOWN = 5;
/** Breadcrumbs shown on a report: the newest, as many as the SDK keeps (§13). */
export const REPORT_BREADCRUMBS_SHOWN = 100;

/** A group's key: the first 16 hex digits of the SHA-256 of its fingerprint. */
export const REPORT_GROUP_KEY_PATTERN = /^[0-9a-f]{16}$/;

/** Where a report stands with the upstream service (`SENTRY_DSN`). */
export type ForwardingState =
  | { readonly state: 'forwarded'; readonly at: string }
  | { readonly state: 'waiting'; readonly attempts: number; readonly nextAt: string }
  /** Not forwarded, and nothing will: forwarding is off. */
  | { readonly state: 'off' };

/** The most frequent values of one column among a group's reports, and how many distinct ones there are. */
export interface DistinctValues {
  readonly top: readonly { readonly value: string; readonly count: number }[];
  readonly distinct: number;
}

export interface ReportGroupSummary {
  readonly key: string;
  /** What groups the reports: the message with its volatile parts replaced, and the top frame. */
  readonly fingerprint: string;
  /** The top frame alone (function and file, no line), when the reports have a stack. */
  readonly frame: string | null;
  /** The newest report's message as it was sent. */
  readonly message: string | null;
  readonly count: number;
  readonly firstSeen: string;
  readonly lastSeen: string;
  readonly releases: DistinctValues;
  readonly urls: DistinctValues;
  readonly browsers: DistinctValues;
  /** Resolved, until a report arrives after that. */
  readonly resolved: { readonly at: string; readonly by: string | null } | null;
}

export interface Paging {
  readonly page: number;
  readonly pages: number;
  readonly pageSize: number;
  /** Items over all pages. */
  readonly total: number;
}

/** `/data/admin/reports.json` and `/data/admin/reports/page/<n>.json`: open groups first, newest last seen first. */
export interface ReportsData {
  readonly groups: readonly ReportGroupSummary[];
  readonly paging: Paging;
  readonly openGroups: number;
  readonly reports: number;
  /** Whether `SENTRY_DSN` is set, so reports are forwarded. */
  readonly forwarding: boolean;
}

export interface ReportListItem {
  /** The event id; null for the rare report sent without one (it cannot be opened). */
  readonly id: string | null;
  readonly received: string;
  readonly release: string | null;
  readonly url: string | null;
  readonly browser: string | null;
  readonly forwarding: ForwardingState;
}

/** `/data/admin/reports/groups/<key>.json` and its pages: the group and its reports, newest first. */
export interface ReportGroupData {
  readonly group: ReportGroupSummary;
  readonly reports: readonly ReportListItem[];
  readonly paging: Paging;
  readonly forwarding: boolean;
}

export interface ReportStackFrame {
  readonly function: string | null;
  readonly filename: string | null;
  readonly line: number | null;
  readonly column: number | null;
  readonly inApp: boolean;
}

export interface ReportBreadcrumb {
  /** ISO time, when the breadcrumb has one. */
  readonly timestamp: string | null;
  readonly category: string | null;
  readonly level: string | null;
  readonly message: string | null;
  /** Its data in one line: `GET /data/index.json 200`, `/ → /events/12`, else compact JSON. */
  readonly data: string | null;
}

/** `/data/admin/reports/<event id>.json`: one report. */
export interface ReportData {
  readonly id: string;
  readonly groupKey: string;
  readonly message: string | null;
  /** The thrown exception's frames, innermost first. */
  readonly stack: readonly ReportStackFrame[];
  readonly tags: readonly { readonly key: string; readonly value: string }[];
  readonly release: string | null;
  readonly environment: string | null;
  readonly url: string | null;
  readonly browser: string | null;
  readonly os: string | null;
  readonly received: string;
  readonly forwarding: ForwardingState;
  /** The newest REPORT_BREADCRUMBS_SHOWN breadcrumbs, oldest first. */
  readonly breadcrumbs: readonly ReportBreadcrumb[];
  /** How many breadcrumbs the report carried in all. */
  readonly breadcrumbsTotal: number;
}

/** `/admin/reports`, or one of its later pages. */
export function reportsPath(page = 1): string {
  return page === 1 ? '/admin/reports' : `/admin/reports/page/${page}`;
}

/** A group's page, or one of its later pages. */
export function reportGroupPath(key: string, page = 1): string {
  const path = `/admin/reports/groups/${encodeURIComponent(key)}`;
  return page === 1 ? path : `${path}/page/${page}`;
}

export function reportPath(id: string): string {
  return `/admin/reports/${encodeURIComponent(id)}`;
}

/**
 * A report id as a person types or pastes it: the application-error screen shows 32 hex digits
 * (`Report ID: 3f2b…`); a copy may carry spaces, capitals or the dashes of a UUID.
 */
export function normalizeReportId(input: string): string {
  return input.trim().toLowerCase().replace(/[\s-]/g, '');
}
