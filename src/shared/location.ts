/**
 * The one reading of a URL (DESIGN §2, §4, §15). The client router, the server (direct loads,
 * page data, sitemap) and the service worker all ask this module what a path is: its canonical
 * spelling, the redirect to it, the route and its params, the page-data URL and the access.
 * A path is read once, here; no caller looks at its spelling again.
 */
import { DEFAULT_LOCALE, isLocale, localizePath, type Locale } from './locales.ts';
import { matchRedirect } from './match-redirect.ts';
import { matchSegments } from './match-route.ts';
import { OFFLINE_BUNDLE_URL, pageDataUrl, SEARCH_DATA_URL } from './page-data.ts';
import { readSegments, spellSegments } from './path-segments.ts';
import type { RouteAccess, RouteDefinition } from './routes.ts';

export interface LocationInput {
  /** As the URL has it, percent-encoding and all. */
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

export type LocationReading =
  /** Go to `to` (search and hash kept): 308 when permanent, else 307; history replace on the client. */
  | { readonly kind: 'redirect'; readonly to: string; readonly reason: 'canonical' | 'locale' | 'table'; readonly permanent: boolean }
  | {
      readonly kind: 'route';
      readonly route: RouteDefinition;
      readonly params: Readonly<Record<string, string>>;
      readonly locale: Locale;
      /** The canonical path without locale prefix. */
      readonly path: string;
      /** `/data/….json`, or null for a route without page data. */
      readonly pageDataUrl: string | null;
      /** Who may see it, from the route table: decides every check and every cache header. */
      readonly access: RouteAccess;
    }
  /** An app path with no route (404) or with bad percent-encoding (400). */
  | { readonly kind: 'fallback'; readonly status: 400 | 404; readonly locale: Locale; readonly path: string }
  /**
   * Not the app's: a server path (`/data`, `/actions`, …) or a file. Never the shell; answered
   * only when spelled canonically (`isCanonicalSpelling`), any other spelling is a 404.
   */
  | { readonly kind: 'outside'; readonly what: 'server' | 'file' };

export interface ReadOptions {
  /** The locale a first visit of `/` goes to (see preferredLocale), if any. */
  readonly preferredLocale?: Locale | null;
}

/** First segments that belong to the server, never to the app shell (§6); `calendar` holds the subscriptions (§3). */
const SERVER_SEGMENTS: ReadonlySet<string> = new Set(['data', 'actions', 'monitoring', 'healthz', 'calendar', '.well-known']);

/**
 * Reads a location: server paths and files first, then bad encoding (400), the locale prefix,
 * locale detection on `/`, the redirect table, files, the canonical spelling (one `/` between
 * decoded-then-encoded segments, no `/en`, no trailing slash), and the route table (404).
 */
export function readLocation({ pathname, search, hash }: LocationInput, options: ReadOptions = {}): LocationReading {
  const read = readSegments(pathname);
  const first = read.segments[0];
  if (first !== undefined && SERVER_SEGMENTS.has(first)) return { kind: 'outside', what: 'server' };
  const prefixed = isLocale(first);
  const locale: Locale = prefixed ? first : DEFAULT_LOCALE;
  if (read.malformed) return { kind: 'fallback', status: 400, locale, path: prefixed ? pathname.replace(/^\/+[^/]*/, '') || '/' : pathname };
  const rest = prefixed ? read.segments.slice(1) : read.segments;
  const path = spellSegments(rest);
  const last = rest.at(-1) ?? '';
  // §4.3: a path whose last segment looks like a file keeps its trailing slash, so it is no app path.
  if (read.trailingSlash && last.includes('.')) return { kind: 'outside', what: 'file' };
  const tail = search + hash;
  const preferred = options.preferredLocale;
  if (rest.length === 0 && !prefixed && preferred && preferred !== DEFAULT_LOCALE) {
    return { kind: 'redirect', to: localizePath('/', preferred) + tail, reason: 'locale', permanent: false };
  }
  const redirect = matchRedirect(path);
  if (redirect) return { kind: 'redirect', to: localizePath(redirect.to, locale) + tail, reason: 'table', permanent: redirect.redirect.permanent };
  if (last.includes('.')) return { kind: 'outside', what: 'file' };
  const href = localizePath(path, locale);
  if (href !== pathname) {
    // Straight to where the canonical spelling leads (`/en/en/talks/5` → `/events/5`): one hop.
    const then = readLocation({ pathname: href, search, hash }, options);
    return then.kind === 'redirect' ? then : { kind: 'redirect', to: href + tail, reason: 'canonical', permanent: true };
  }
  const match = matchSegments(rest);
  if (!match) return { kind: 'fallback', status: 404, locale, path };
  const { route, params } = match;
  return { kind: 'route', route, params, locale, path, pageDataUrl: route.pageData ? pageDataUrl(path) : null, access: route.access };
}

/**
 * Whether a path is spelled as its decoded segments are, its trailing slash kept: how a server
 * path or a file must be asked for (`/data//account.json` or `/%73w.js` are not).
 */
export function isCanonicalSpelling(pathname: string): boolean {
  const read = readSegments(pathname);
  return !read.malformed && spellSegments(read.segments) + (read.trailingSlash ? '/' : '') === pathname;
}

/** Reads a path alone (no search, no hash). */
export function readPath(pathname: string, options: ReadOptions = {}): LocationReading {
  return readLocation({ pathname, search: '', hash: '' }, options);
}

/**
 * The route a page-data URL belongs to, when it is that route's canonical page-data URL
 * (`/data/events/12.json`), else null: `/data//events/12.json`, `/data/%65vents/12.json`,
 * `/data/de/events/12.json` or `/data/signin.json` answer nothing (§15).
 */
export function readPageDataUrl(pathname: string): (LocationReading & { kind: 'route' }) | null {
  if (!pathname.startsWith('/data/') || !pathname.endsWith('.json')) return null;
  const inner = pathname.slice('/data'.length, -'.json'.length);
  if (!inner.startsWith('/') || inner === '/') return null;
  const reading = readPath(inner === '/index' ? '/' : inner);
  return reading.kind === 'route' && reading.pageDataUrl === pathname ? reading : null;
}

/**
 * Whether the service worker may keep this page-data URL: canonical, of a public route, the
 * search documents or the offline bundle (§6, §15).
 */
export function isPublicPageDataUrl(pathname: string): boolean {
  return pathname === SEARCH_DATA_URL || pathname === OFFLINE_BUNDLE_URL || readPageDataUrl(pathname)?.access === 'public';
}

/**
 * Whether a navigation is answered with the app shell (the service worker's allowlist): app
 * routes, redirect sources, their other spellings, and bad encoding (the app's 400 screen).
 * Unknown paths, server paths and files go to the network.
 */
export function isAppPath(pathname: string): boolean {
  const reading = readPath(pathname);
  if (reading.kind === 'route' || (reading.kind === 'redirect' && reading.reason !== 'canonical')) return true;
  if (reading.kind === 'fallback') return reading.status === 400;
  if (reading.kind !== 'redirect') return false;
  const target = readPath(new URL(reading.to, 'http://hallway.invalid').pathname);
  return target.kind === 'route' || target.kind === 'redirect';
}

/** The canonical app path (no locale prefix) of a path, for links and return paths; a malformed one as it is. */
export function canonicalAppPath(pathname: string): string {
  const { segments, malformed } = readSegments(pathname);
  return malformed ? pathname : spellSegments(isLocale(segments[0]) ? segments.slice(1) : segments);
}
