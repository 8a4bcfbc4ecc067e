import { ROUTES, type RouteDefinition } from './routes.ts';

export interface RouteMatch {
  readonly route: RouteDefinition;
  readonly params: Readonly<Record<string, string>>;
}

/** Thrown when a path segment is not valid percent-encoding; the app renders `400: Bad Request.` */
export class MalformedPathError extends Error {
  readonly code = 'malformed-path';
  constructor(readonly segment: string) {
    super(`Malformed percent-encoding in path segment "${segment}"`);
  }
}

const STATIC = 3;
const DYNAMIC = 2;
const CATCH_ALL = 1;

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new MalformedPathError(segment);
  }
}

/** Scores one route against the path: a rank per segment, or null when it does not match. */
function scoreRoute(route: RouteDefinition, segments: readonly string[]): { rank: number[]; params: Record<string, string> } | null {
  const pattern = segmentsOf(route.pattern);
  const rank: number[] = [];
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    if (part === '*') {
      const rest = segments.slice(index);
      if (rest.length === 0) return null;
      params['*'] = rest.map(decodeSegment).join('/');
      rank.push(CATCH_ALL);
      return { rank, params };
    }
    const segment = segments[index];
    if (segment === undefined) return null;
    if (part.startsWith(':')) {
      params[part.slice(1)] = decodeSegment(segment);
      rank.push(DYNAMIC);
    } else if (part === decodeSegment(segment)) {
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
 * Finds the route for a pathname (without locale prefix). At each segment static beats
 * dynamic beats catch-all, whatever the table order; matching is case-sensitive.
 * Throws MalformedPathError for bad percent-encoding.
 */
export function matchRoute(pathname: string, routes: readonly RouteDefinition[] = ROUTES): RouteMatch | null {
  const segments = segmentsOf(pathname);
  let best: { rank: number[]; match: RouteMatch } | null = null;
  for (const route of routes) {
    const scored = scoreRoute(route, segments);
    if (scored && (!best || compareRanks(scored.rank, best.rank) > 0)) {
      best = { rank: scored.rank, match: { route, params: scored.params } };
    }
  }
  return best?.match ?? null;
}
