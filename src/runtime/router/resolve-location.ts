import { canonicalPath } from '../../shared/canonical-path.ts';
import { DEFAULT_LOCALE, localizePath, splitLocale, type Locale } from '../../shared/locales.ts';
import { matchRedirect } from '../../shared/match-redirect.ts';
import { MalformedPathError, matchRoute } from '../../shared/match-route.ts';
import { pageDataUrl } from '../../shared/page-data.ts';
import type { RouteDefinition } from '../../shared/routes.ts';

export interface LocationInput {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

export type LocationResolution =
  /** Go elsewhere with history replace (§4.2–§4.4); `to` may hold `<first-day>`. */
  | { readonly kind: 'redirect'; readonly to: string; readonly reason: 'canonical' | 'locale' | 'table' }
  | {
      readonly kind: 'route';
      readonly route: RouteDefinition;
      readonly params: Readonly<Record<string, string>>;
      readonly locale: Locale;
      /** The path without locale prefix. */
      readonly path: string;
      /** `/data/….json`, or null for a route without page data. */
      readonly pageDataUrl: string | null;
    }
  | { readonly kind: 'fallback'; readonly status: 400 | 404; readonly locale: Locale; readonly path: string };

export interface ResolveOptions {
  /** The locale to send a first visit of `/` to (cookie, then browser languages), if any. */
  readonly detectedLocale?: Locale | null;
}

/**
 * Where a location leads, as a pure function: the canonical form first (trailing slash, `/en`),
 * then locale detection on a first visit to `/`, the redirect table, and the route table.
 */
export function resolveLocation({ pathname, search, hash }: LocationInput, options: ResolveOptions = {}): LocationResolution {
  const canonical = canonicalPath(pathname);
  if (canonical !== pathname) return { kind: 'redirect', to: canonical + search + hash, reason: 'canonical' };
  const { locale, prefixed, path } = splitLocale(canonical);
  const detected = options.detectedLocale;
  if (path === '/' && !prefixed && detected && detected !== DEFAULT_LOCALE) {
    return { kind: 'redirect', to: localizePath('/', detected) + search + hash, reason: 'locale' };
  }
  const redirect = matchRedirect(path);
  if (redirect) return { kind: 'redirect', to: localizePath(redirect.to, locale) + search + hash, reason: 'table' };
  let match;
  try {
    match = matchRoute(path);
  } catch (error) {
    if (error instanceof MalformedPathError) return { kind: 'fallback', status: 400, locale, path };
    throw error;
  }
  if (!match) return { kind: 'fallback', status: 404, locale, path };
  return {
    kind: 'route',
    route: match.route,
    params: match.params,
    locale,
    path,
    pageDataUrl: match.route.pageData ? pageDataUrl(path) : null,
  };
}
