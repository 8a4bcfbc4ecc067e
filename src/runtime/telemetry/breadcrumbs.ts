import { MAX_BREADCRUMBS } from '../../shared/constants.ts';

export interface Breadcrumb {
  readonly category: 'navigation' | 'fallback' | 'route-loading' | 'error';
  readonly message: string;
  readonly level: 'info' | 'warning' | 'error';
  readonly timestamp: number;
  readonly data?: Readonly<Record<string, string | number | null>>;
}

type BreadcrumbSink = (breadcrumb: Breadcrumb) => void;

const trail: Breadcrumb[] = [];
const sinks = new Set<BreadcrumbSink>();

/**
 * Records what happened before an error: the last MAX_BREADCRUMBS (§13: 100) are kept, and
 * every sink (error reporting, once loaded) receives each one.
 */
export function addBreadcrumb(breadcrumb: Omit<Breadcrumb, 'timestamp'>): void {
  const full = { ...breadcrumb, timestamp: Date.now() };
  trail.push(full);
  if (trail.length > MAX_BREADCRUMBS) trail.splice(0, trail.length - MAX_BREADCRUMBS);
  sinks.forEach((sink) => sink(full));
}

export function readBreadcrumbs(): readonly Breadcrumb[] {
  return [...trail];
}

/** Subscribes a sink; it first receives what was recorded before it arrived. */
export function addBreadcrumbSink(sink: BreadcrumbSink): () => void {
  trail.forEach(sink);
  sinks.add(sink);
  return () => sinks.delete(sink);
}
