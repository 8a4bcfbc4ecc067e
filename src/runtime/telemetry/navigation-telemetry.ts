import { addBreadcrumb } from './breadcrumbs.ts';

type NavigationSink = (routePattern: string) => void;

let current: string | null = null;
const sinks = new Set<NavigationSink>();

/**
 * The router tells telemetry where it is going, by route pattern (`/events/:id`), never by URL:
 * a breadcrumb "from → to", and a navigation span for error reporting once it is loaded (§8).
 */
export function recordNavigation(routePattern: string, kind: 'load' | 'navigation'): void {
  const from = current;
  current = routePattern;
  addBreadcrumb({ category: 'navigation', message: `${from ?? '(start)'} → ${routePattern}`, level: 'info', data: { from, to: routePattern } });
  // The page load has its own span, named from `currentRoutePattern` when tracing starts.
  if (kind === 'navigation') sinks.forEach((sink) => sink(routePattern));
}

export function currentRoutePattern(): string | null {
  return current;
}

export function onNavigation(sink: NavigationSink): () => void {
  sinks.add(sink);
  return () => sinks.delete(sink);
}
