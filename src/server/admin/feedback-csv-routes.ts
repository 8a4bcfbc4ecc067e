import { Hono, type Context } from 'hono';
import { FEEDBACK_CSV_URL, readFeedbackQuery } from '../../shared/admin-feedback.ts';
import { readPath } from '../../shared/location.ts';
import { fallbackTitle, FALLBACK_MESSAGES } from '../../shared/page-title.ts';
import { adminSectionHref } from '../../shared/admin-sections.ts';
import { viewerOf } from '../accounts/load-viewer.ts';
import { PRIVATE_CACHE_CONTROL } from '../page-data/page-data-routes.ts';
import { resolvePage } from '../page-data/resolve-page.ts';
import type { ScheduleIndex } from '../page-data/schedule-index.ts';
import type { Store } from '../store/open-store.ts';
import { writeCsv, type CsvCell } from './csv.ts';
import { feedbackCsvFilename } from './feedback-csv-filename.ts';
import { feedbackCsvRows } from './feedback-csv-rows.ts';
import { listFeedbackEntries } from './feedback-entries.ts';

export interface FeedbackCsvRoutesOptions {
  readonly getIndex: () => ScheduleIndex;
  /** Where feedback is kept; without accounts nobody can sign in, so every request is unauthorized. */
  readonly store: Store | undefined;
}

/** The reading of `/admin/feedback`: the export is the screen's data in another form, so it is checked as that route is. */
function feedbackScreenLocation() {
  const reading = readPath(adminSectionHref('admin-feedback'));
  if (reading.kind !== 'route') throw new Error('The route table has no /admin/feedback');
  return reading;
}

function refuse(c: Context, status: 401 | 403 | 404) {
  const error = { 401: 'unauthorized', 403: 'forbidden', 404: 'not-found' }[status];
  return c.json({ error, message: FALLBACK_MESSAGES[status], title: fallbackTitle(status) }, status);
}

/**
 * `GET /data/admin/feedback.csv?day=&track=`: every feedback entry the filters let through, as a
 * download. Mounted before the page-data routes, whose `/data/*` would answer it 404. Private
 * like the screen: 401 signed out, 403 for attendees, never kept by any cache (§5, §15).
 */
export function feedbackCsvRoutes({ getIndex, store }: FeedbackCsvRoutesOptions): Hono {
  const routes = new Hono();
  const location = feedbackScreenLocation();

  routes.get(FEEDBACK_CSV_URL, async function serveFeedbackCsv(c) {
    // Whatever the answer, it depends on the session.
    c.header('Cache-Control', PRIVATE_CACHE_CONTROL);
    c.header('Vary', 'Cookie');
    const index = getIndex();
    const filter = readFeedbackQuery(new URL(c.req.url).search);
    const buildRows = store && (async (): Promise<CsvCell[][]> => feedbackCsvRows(await listFeedbackEntries(store), index, filter));
    const page = await resolvePage(index, location, { viewer: viewerOf(c), buildPrivate: buildRows });
    switch (page.kind) {
      case 'unauthorized':
        return refuse(c, 401);
      case 'forbidden':
        return refuse(c, 403);
      case 'private':
        c.header('Content-Type', 'text/csv; charset=utf-8');
        c.header('Content-Disposition', `attachment; filename="${feedbackCsvFilename(index.conference)}"`);
        return c.body(writeCsv(page.data as CsvCell[][]));
      default:
        return refuse(c, 404);
    }
  });

  return routes;
}
