import { canonicalPath, hasFileExtension } from './canonical-path.ts';
import { splitLocale } from './locales.ts';
import { matchRoute, MalformedPathError } from './match-route.ts';
import { REDIRECTS } from './redirects.ts';

/** Prefixes that belong to the server, never to the app shell (§6). */
export const SERVER_PATH_PREFIXES = ['/data/', '/actions/', '/monitoring', '/healthz', '/.well-known/'] as const;

// Redirect sources are app paths too: offline, the shell follows the redirect itself.
const REDIRECT_SOURCES = REDIRECTS.filter((redirect) => !hasFileExtension(redirect.from)).map((redirect) => ({
  name: `redirect:${redirect.from}`,
  pattern: redirect.from,
  access: 'public' as const,
  pageData: false,
}));

/**
 * What a navigation to this pathname is: `app` when it is, or canonicalises to, a route or a
 * redirect source of the table; `malformed` when a segment is bad percent-encoding (the app
 * renders `400: Bad Request.`); `other` for server paths, files and unknown paths.
 */
export function classifyPath(pathname: string): 'app' | 'malformed' | 'other' {
  if (SERVER_PATH_PREFIXES.some((prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix))) {
    return 'other';
  }
  if (hasFileExtension(pathname)) return 'other';
  const { path } = splitLocale(canonicalPath(pathname));
  try {
    const known = matchRoute(path) !== null || REDIRECT_SOURCES.some((source) => matchRoute(path, [source]) !== null);
    return known ? 'app' : 'other';
  } catch (error) {
    if (error instanceof MalformedPathError) return 'malformed';
    throw error;
  }
}

/**
 * Whether a navigation is answered with the app shell: app routes, and malformed paths, whose
 * 400 screen the app renders. The service worker's navigation allowlist.
 */
export function isAppPath(pathname: string): boolean {
  return classifyPath(pathname) !== 'other';
}
