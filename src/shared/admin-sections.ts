import { matchSegments, type RouteMatch } from './match-route.ts';
import { readSegments } from './path-segments.ts';
import type { RouteDefinition } from './routes.ts';

/**
 * The organizers' sections (DESIGN §3): the routes under the route table's `admin-section`
 * (`/admin/*`). Each has private page data at `/data` + its path + `.json`, organizer-only as
 * `admin-section` is; long lists are paged by path, so each page has page data of its own.
 * Kept out of the route table so that only the organizers' chunk carries them.
 */
export const ADMIN_SECTIONS: readonly RouteDefinition[] = [
  { name: 'admin-reports', pattern: '/admin/reports', access: 'organizer', pageData: true },
  { name: 'admin-reports-page', pattern: '/admin/reports/page/:page', access: 'organizer', pageData: true },
  { name: 'admin-report-group', pattern: '/admin/reports/groups/:group', access: 'organizer', pageData: true },
  { name: 'admin-report-group-page', pattern: '/admin/reports/groups/:group/page/:page', access: 'organizer', pageData: true },
  { name: 'admin-report', pattern: '/admin/reports/:id', access: 'organizer', pageData: true },
  { name: 'admin-feedback', pattern: '/admin/feedback', access: 'organizer', pageData: true },
  { name: 'admin-schedule', pattern: '/admin/schedule', access: 'organizer', pageData: true },
];

/**
 * The section an `admin-section` path is, with its parameters; null for none (404). Reads the
 * canonical path (without locale prefix) the location module gave, with the same matcher as
 * every route: each segment decoded once, static beats dynamic.
 */
export function readAdminSection(path: string): RouteMatch | null {
  const { segments, malformed } = readSegments(path);
  return malformed ? null : matchSegments(segments, ADMIN_SECTIONS);
}

/**
 * The path of a section with its parameters filled in and encoded, as routeHref does for the
 * route table (sections have no catch-all); throws for a name or parameter it does not have.
 */
export function adminSectionHref(name: string, params: Readonly<Record<string, string>> = {}): string {
  const section = ADMIN_SECTIONS.find((candidate) => candidate.name === name);
  if (!section) throw new Error(`No admin section named "${name}"`);
  return section.pattern.replace(/:([A-Za-z]+)/g, (_token, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Admin section "${name}" needs the parameter "${key}"`);
    return encodeURIComponent(value);
  });
}
