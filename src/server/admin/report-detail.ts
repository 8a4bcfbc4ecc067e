import { REPORT_BREADCRUMBS_SHOWN, type ReportBreadcrumb, type ReportData, type ReportStackFrame } from '../../shared/admin-reports.ts';
import { parseEnvelope } from '../monitoring/parse-envelope.ts';
import { readEvent } from '../monitoring/summarize-report.ts';
import { reportClient } from './report-client.ts';
import { listOf, objectOf, stackFrames, textOf, type EventJson } from './report-event.ts';
import { forwardingState, type ReportRow } from './report-rows.ts';

/** Frames shown at most; a stack overflow's thousands of repeats say nothing more. */
const FRAMES_SHOWN = 200;
/** A breadcrumb's data in one line, at most this long. */
const DATA_SUMMARY_LIMIT = 300;
const TAG_LIMIT = 100;

const numberOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A value of a tag or breadcrumb field as text: strings as they are, numbers and booleans spelled out. */
function scalarText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

function frameOf(frame: EventJson): ReportStackFrame {
  return {
    function: textOf(frame['function']) ?? null,
    filename: textOf(frame['filename']) ?? textOf(frame['abs_path']) ?? textOf(frame['module']) ?? null,
    line: numberOf(frame['lineno']),
    column: numberOf(frame['colno']),
    inApp: frame['in_app'] === true,
  };
}

/** Sentry's timestamps are seconds since the epoch (with a fraction) or RFC 3339 text. */
function isoTime(value: unknown): string | null {
  const millis = typeof value === 'number' ? value * 1000 : typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isFinite(millis) && Math.abs(millis) <= 8.64e15 ? new Date(millis).toISOString() : null;
}

/** `GET /data/index.json 200` for a request, `/ → /events/12` for a navigation, else compact JSON. */
function dataSummary(data: EventJson | undefined): string | null {
  if (!data || Object.keys(data).length === 0) return null;
  const [method, url, status, from, to] = ['method', 'url', 'status_code', 'from', 'to'].map((key) => scalarText(data[key]));
  let summary: string;
  if (url) summary = [method, url, status].filter((part) => part !== null).join(' ');
  else if (from !== null && to !== null) summary = `${from} → ${to}`;
  else summary = JSON.stringify(data);
  return summary.length > DATA_SUMMARY_LIMIT ? `${summary.slice(0, DATA_SUMMARY_LIMIT - 1)}…` : summary;
}

function breadcrumbOf(value: unknown): ReportBreadcrumb {
  const crumb = objectOf(value) ?? {};
  return {
    timestamp: isoTime(crumb['timestamp']),
    category: textOf(crumb['category']) ?? textOf(crumb['type']) ?? null,
    level: textOf(crumb['level']) ?? null,
    message: textOf(crumb['message']) ?? null,
    data: dataSummary(objectOf(crumb['data'])),
  };
}

/** Tags come as an object or as `[key, value]` pairs; shown sorted by key. */
function tagsOf(event: EventJson): ReportData['tags'] {
  const raw = event['tags'];
  const pairs: [unknown, unknown][] = Array.isArray(raw)
    ? raw.flatMap((pair) => (Array.isArray(pair) && pair.length === 2 ? [[pair[0], pair[1]] as [unknown, unknown]] : []))
    : Object.entries(objectOf(raw) ?? {});
  return pairs
    .flatMap(([key, value]) => {
      const [k, v] = [scalarText(key), scalarText(value)];
      return k === null || v === null ? [] : [{ key: k, value: v }];
    })
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .slice(0, TAG_LIMIT);
}

/** The stored envelope's event; an empty one when it cannot be read, so the summary columns still show. */
function eventOf(raw: Uint8Array): EventJson {
  try {
    return readEvent(parseEnvelope(raw)) ?? {};
  } catch {
    return {};
  }
}

/**
 * One report as `/admin/reports/<id>` shows it, from its row and its raw envelope: message, stack
 * (innermost first), tags, where it happened, its forwarding state, and the breadcrumb timeline —
 * the newest REPORT_BREADCRUMBS_SHOWN, oldest first, as the SDK sends them.
 */
export function reportDetail(row: ReportRow & { readonly raw: Uint8Array }, forwarding: boolean): ReportData {
  const event = eventOf(new Uint8Array(row.raw));
  const breadcrumbs = listOf(event['breadcrumbs']);
  const client = reportClient(event);
  return {
    id: row.id ?? '',
    groupKey: row.groupKey,
    message: row.message,
    stack: stackFrames(event).reverse().slice(0, FRAMES_SHOWN).map(frameOf),
    tags: tagsOf(event),
    release: row.release,
    environment: textOf(event['environment']) ?? null,
    url: row.url,
    browser: row.browser ?? client.browser,
    os: client.os,
    received: row.received,
    forwarding: forwardingState(row, forwarding),
    breadcrumbs: breadcrumbs.slice(-REPORT_BREADCRUMBS_SHOWN).map(breadcrumbOf),
    breadcrumbsTotal: breadcrumbs.length,
  };
}
