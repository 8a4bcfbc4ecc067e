import { matchRoute, MalformedPathError } from '../../shared/match-route.ts';
import type { RouteDefinition } from '../../shared/routes.ts';
import type { ScheduleIndex } from './schedule-index.ts';
import { PAGE_DATA_BUILDERS } from './build-page-data.ts';

export type PageResolution =
  /** A public route; `data` is its page data, or undefined for a route without any (agenda, search…). */
  | { readonly kind: 'page'; readonly route: RouteDefinition; readonly params: Readonly<Record<string, string>>; readonly data: unknown }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'unauthorized'; readonly route: RouteDefinition }
  | { readonly kind: 'bad-request' };

/**
 * What a canonical app path (no locale prefix, no trailing slash) is, on the server: its page
 * data, or the status of its fallback. Protected routes answer unauthorized until sessions exist.
 */
export function resolvePage(index: ScheduleIndex, path: string): PageResolution {
  let match;
  try {
    match = matchRoute(path);
  } catch (error) {
    if (error instanceof MalformedPathError) return { kind: 'bad-request' };
    throw error;
  }
  if (!match) return { kind: 'not-found' };
  const { route, params } = match;
  if (route.access !== 'public') return { kind: 'unauthorized', route };
  const build = PAGE_DATA_BUILDERS[route.name];
  if (!build) return { kind: 'page', route, params, data: undefined };
  const data = build(index, params);
  return data === null ? { kind: 'not-found' } : { kind: 'page', route, params, data };
}
