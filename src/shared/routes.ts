/**
 * The one route table of DESIGN §3, used by the app (rendering, links), the server
 * (status codes) and the service worker (navigation allowlist, page-data URLs).
 */

export type RouteAccess = 'public' | 'account' | 'organizer';

export interface RouteDefinition {
  readonly name: string;
  /** A wouter-style pattern: `/events/:id`. */
  readonly pattern: string;
  readonly access: RouteAccess;
  /** Whether the route has page data at `/data/<path>.json` (§5). */
  readonly pageData: boolean;
}

export const ROUTES: readonly RouteDefinition[] = [
  { name: 'home', pattern: '/', access: 'public', pageData: true },
  { name: 'day', pattern: '/days/:date', access: 'public', pageData: true },
  { name: 'event', pattern: '/events/:id', access: 'public', pageData: true },
  { name: 'speakers', pattern: '/speakers', access: 'public', pageData: true },
  { name: 'speaker', pattern: '/speakers/:id', access: 'public', pageData: true },
  { name: 'tracks', pattern: '/tracks', access: 'public', pageData: true },
  { name: 'track', pattern: '/tracks/:slug', access: 'public', pageData: true },
  { name: 'rooms', pattern: '/rooms', access: 'public', pageData: true },
  { name: 'room', pattern: '/rooms/:slug', access: 'public', pageData: true },
  { name: 'agenda', pattern: '/agenda', access: 'public', pageData: false },
  { name: 'agenda-shared', pattern: '/agenda/shared', access: 'public', pageData: false },
  { name: 'search', pattern: '/search', access: 'public', pageData: false },
  { name: 'more', pattern: '/more', access: 'public', pageData: false },
  { name: 'signin', pattern: '/signin', access: 'public', pageData: false },
  { name: 'signup', pattern: '/signup', access: 'public', pageData: false },
  { name: 'account', pattern: '/account', access: 'account', pageData: true },
  { name: 'admin', pattern: '/admin', access: 'organizer', pageData: true },
  // The organizers' sections (DESIGN §3): each is a route of src/shared/admin-sections.ts, read
  // from this route's path by the same matcher. Only the organizers' chunk knows them.
  { name: 'admin-section', pattern: '/admin/*', access: 'organizer', pageData: true },
  // What changed in the schedule since the version a device last looked at (its `:since`).
  { name: 'changes', pattern: '/changes/:since', access: 'public', pageData: true },
];

/** The route of this name; throws for a name the table does not have (a programming error). */
export function routeNamed(name: string): RouteDefinition {
  const route = ROUTES.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`No route named "${name}"`);
  return route;
}

/**
 * The path of a route with its parameters filled in and encoded: `routeHref('event', { id: '12' })`
 * → `/events/12`. Links add the locale prefix themselves.
 */
export function routeHref(name: string, params: Readonly<Record<string, string>> = {}): string {
  return routeNamed(name).pattern.replace(/:([A-Za-z]+)|\*/g, (token, key: string | undefined) => {
    const value = params[key ?? '*'];
    if (value === undefined) throw new Error(`Route "${name}" needs the parameter "${key ?? '*'}"`);
    return key === undefined ? value.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(value);
  });
}
