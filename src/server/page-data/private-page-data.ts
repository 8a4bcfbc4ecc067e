import type { AccountData, AdminData } from '../../shared/actions.ts';
import type { RouteDefinition } from '../../shared/routes.ts';
import { readAdminSection } from '../../shared/admin-sections.ts';
import type { RouteMatch } from '../../shared/match-route.ts';
import type { Viewer } from '../accounts/session-store.ts';
import { countUsers } from '../accounts/user-store.ts';
import { userOwner } from '../actions/action-owner.ts';
import { calendarLinkOf } from '../calendar/calendar-link-store.ts';
import { countFeedback } from '../actions/feedback-store.ts';
import { countStarred, listStars } from '../actions/star-store.ts';
import { countReports } from '../monitoring/report-store.ts';
import { reportsPageData } from '../admin/reports-page-data.ts';
import { feedbackPageData } from '../admin/feedback-page-data.ts';
import { schedulePageData } from '../admin/schedule-page-data.ts';
import type { Store } from '../store/open-store.ts';
import type { ScheduleIndex } from './schedule-index.ts';

/** The data of a protected route for a viewer allowed to see it (resolvePage checked); null when there is none (404). */
export type PrivatePageDataBuilder = (route: RouteDefinition, params: Readonly<Record<string, string>>, viewer: Viewer, path: string) => Promise<unknown>;

/** What the builders of protected routes read: the store, and the schedule being served. */
export interface PrivatePageDataSources {
  readonly store: Store;
  readonly getIndex: () => ScheduleIndex;
  /** Whether error reports are forwarded upstream (`SENTRY_DSN`); off unless said. */
  readonly forwarding?: boolean;
}

/** `/data/account.json` and `/data/admin….json`, read from the store on every request (private, never cached). */
export function privatePageData(sources: PrivatePageDataSources): PrivatePageDataBuilder {
  const { store } = sources;
  return async function buildPrivatePageData(route, params, viewer, path) {
    switch (route.name) {
      case 'account':
        return {
          email: viewer.email,
          role: viewer.role,
          stars: await listStars(store, userOwner(viewer.userId)),
          calendar: await calendarLinkOf(store, viewer.userId),
        } satisfies AccountData;
      case 'admin':
        return {
          users: await countUsers(store),
          organizers: await countUsers(store, 'organizer'),
          reports: await countReports(store),
          feedback: await countFeedback(store),
          stars: await countStarred(store),
        } satisfies AdminData;
      case 'admin-section': {
        const section = readAdminSection(path);
        return section ? adminSectionData(sources, section) : null;
      }
      default:
        return null;
    }
  };
}

/** The data of one of the organizers' sections (src/shared/admin-sections.ts). */
async function adminSectionData(sources: PrivatePageDataSources, { route, params }: RouteMatch): Promise<unknown> {
  switch (route.name) {
    case 'admin-reports':
    case 'admin-reports-page':
    case 'admin-report-group':
    case 'admin-report-group-page':
    case 'admin-report':
      return reportsPageData(sources, route.name, params);
    case 'admin-feedback':
      return feedbackPageData(sources);
    case 'admin-schedule':
      return schedulePageData(sources);
    default:
      return null;
  }
}
