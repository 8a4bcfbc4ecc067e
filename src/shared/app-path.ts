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
 * Whether a navigation to this pathname is answered with the app shell: it is, or
 * canonicalises to, a route of the table. The service worker's navigation allowlist.
 */
export function isAppPath(pathname: string): boolean {
  if (SERVER_PATH_PREFIXES.some((prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix))) {
    return false;
  }
  if (hasFileExtension(pathname)) return false;
  const { path } = splitLocale(canonicalPath(pathname));
  try {
    return matchRoute(path) !== null || REDIRECT_SOURCES.some((source) => matchRoute(path, [source]) !== null);
  } catch (error) {
    // A malformed segment still belongs to the app: it renders `400: Bad Request.`
    if (error instanceof MalformedPathError) return true;
    throw error;
  }
}
