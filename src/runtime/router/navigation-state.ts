import type { ComponentType } from 'react';
import type { Locale } from '../../shared/locales.ts';
import type { PageData } from '../../shared/page-data.ts';
import type { RouteDefinition } from '../../shared/routes.ts';
import type { FallbackStatus } from './fallbacks.ts';
import type { HistoryLocation } from './history-store.ts';

/** What the router shows for one location. */
export type View =
  | {
      readonly kind: 'screen';
      readonly route: RouteDefinition;
      readonly Screen: ComponentType;
      readonly pageData: PageData<unknown> | null;
    }
  | { readonly kind: 'fallback'; readonly status: FallbackStatus }
  /** The route did not load in time, or is not available offline (§4.7). */
  | { readonly kind: 'unavailable'; readonly reason: 'timeout' | 'offline' }
  | { readonly kind: 'too-many-redirects' }
  /** An application error: thrown at render, for the root boundary (§9). */
  | { readonly kind: 'error'; readonly error: unknown };

export interface Committed {
  readonly location: HistoryLocation;
  readonly locale: Locale;
  /** The path without locale prefix. */
  readonly path: string;
  readonly view: View;
  /** How the navigation that led here began (a redirect chain keeps its first type). */
  readonly intent: HistoryLocation['type'];
}

/**
 * The committed screen with its page data swapped for a fresh copy, in place: no new location,
 * so no scroll and no focus move. Anything but a screen stays as it is.
 */
export function withPageData(committed: Committed, pageData: PageData<unknown>): Committed {
  return committed.view.kind === 'screen' ? { ...committed, view: { ...committed.view, pageData } } : committed;
}
