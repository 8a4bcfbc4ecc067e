import { MalformedPathError, readSegments } from './path-segments.ts';
import { ROUTES, type RouteDefinition } from './routes.ts';

export interface RouteMatch {
  readonly route: RouteDefinition;
  readonly params: Readonly<Record<string, string>>;
}

const STATIC = 3;
const DYNAMIC = 2;
const CATCH_ALL = 1;

function patternSegments(pattern: string): string[] {
  return pattern.split('/').filter((segment) => segment !== '');
}

/** Scores one route against the path: a rank per segment, or null when it does not match. */
function scoreRoute(route: RouteDefinition, segments: readonly string[]): { rank: number[]; params: Record<string, string> } | null {
  const pattern = patternSegments(route.pattern);
  const rank: number[] = [];
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    if (part === '*') {
      const rest = segments.slice(index);
      if (rest.length === 0) return null;
      params['*'] = rest.join('/');
      rank.push(CATCH_ALL);
      return { rank, params };
    }
    const segment = segments[index];
    if (segment === undefined) return null;
    if (part.startsWith(':')) {
      params[part.slice(1)] = segment;
      rank.push(DYNAMIC);
    } else if (part === segment) {
      rank.push(STATIC);
    } else {
      return null;
    }
  }
  return pattern.length === segments.length ? { rank, params } : null;
}

function compareRanks(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * Finds the route for decoded path segments (without locale prefix). At each segment static
 * beats dynamic beats catch-all, whatever the table order; matching is case-sensitive.
 */
export function matchSegments(segments: readonly string[], routes: readonly RouteDefinition[] = ROUTES): RouteMatch | null {
  let best: { rank: number[]; match: RouteMatch } | null = null;
  for (const route of routes) {
    const scored = scoreRoute(route, segments);
    if (scored && (!best || compareRanks(scored.rank, best.rank) > 0)) {
      best = { rank: scored.rank, match: { route, params: scored.params } };
    }
  }
  return best?.match ?? null;
}

/**
 * Finds the route for a pathname without locale prefix, each segment decoded once.
 * Throws MalformedPathError for bad percent-encoding.
 */
export function matchRoute(pathname: string, routes: readonly RouteDefinition[] = ROUTES): RouteMatch | null {
  const { segments, malformed } = readSegments(pathname);
  if (malformed) throw new MalformedPathError(pathname);
  return matchSegments(segments, routes);
}
