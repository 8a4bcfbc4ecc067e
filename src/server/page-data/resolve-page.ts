import type { LocationReading } from '../../shared/location.ts';
import type { RouteDefinition } from '../../shared/routes.ts';
import type { Viewer } from '../accounts/session-store.ts';
import type { ScheduleIndex } from './schedule-index.ts';
import { PAGE_DATA_BUILDERS } from '../../shared/build-page-data.ts';
import type { PrivatePageDataBuilder } from './private-page-data.ts';
import type { ChangesDataBuilder } from './changes-data.ts';

export type PageResolution =
  /** A public route; `data` is its page data, or undefined for a route without any (agenda, search…). */
  | { readonly kind: 'page'; readonly route: RouteDefinition; readonly params: Readonly<Record<string, string>>; readonly data: unknown }
  /** A protected route the viewer may see, with its data: never cached, never shared. */
  | { readonly kind: 'private'; readonly route: RouteDefinition; readonly params: Readonly<Record<string, string>>; readonly data: unknown }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'unauthorized'; readonly route: RouteDefinition }
  | { readonly kind: 'forbidden'; readonly route: RouteDefinition }
  | { readonly kind: 'bad-request' };

/** Who asks, and how to build what needs more than the schedule served: protected routes' data, What changed. */
export interface PageAccess {
  readonly viewer: Viewer | null;
  /** Without it every protected route is unauthorized. */
  readonly buildPrivate?: PrivatePageDataBuilder | undefined;
  /** Reads earlier versions from the store; without it every `/changes/:since` is unknown (404). */
  readonly buildChanges?: ChangesDataBuilder | undefined;
}

const NOBODY: PageAccess = { viewer: null };

/** A location as read by the shared location module: a route, or an app path with no route. */
export type PageLocation = Extract<LocationReading, { kind: 'route' | 'fallback' }>;

/**
 * What a location is, on the server, for this viewer: its page data, or the status of its
 * fallback. Protected routes are checked here, the one place page data and direct loads both go
 * through, by the access the route table gives the reading: signed out → unauthorized, an
 * attendee on an organizer route → forbidden (§3, §11).
 */
export async function resolvePage(index: ScheduleIndex, location: PageLocation, access: PageAccess = NOBODY): Promise<PageResolution> {
  if (location.kind === 'fallback') return { kind: location.status === 400 ? 'bad-request' : 'not-found' };
  const { route, params } = location;
  if (location.access !== 'public') {
    const { viewer, buildPrivate } = access;
    if (!viewer || !buildPrivate) return { kind: 'unauthorized', route };
    if (location.access === 'organizer' && viewer.role !== 'organizer') return { kind: 'forbidden', route };
    const data = await buildPrivate(route, params, viewer, location.path);
    return data === null || data === undefined ? { kind: 'not-found' } : { kind: 'private', route, params, data };
  }
  // What changed reads earlier versions from the store, not only the schedule served.
  const build = route.name === 'changes' ? () => access.buildChanges?.(index, params.since ?? '') ?? null : PAGE_DATA_BUILDERS[route.name];
  if (!build) return { kind: 'page', route, params, data: undefined };
  const data = await build(index, params);
  return data === null ? { kind: 'not-found' } : { kind: 'page', route, params, data };
}
