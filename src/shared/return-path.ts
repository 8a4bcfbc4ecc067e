import { classifyPath } from './app-path.ts';
import { splitLocale } from './locales.ts';

// Any origin will do: a path is same-origin when it resolves to whatever origin it is put against.
const PROBE_ORIGIN = 'https://hallway.invalid';

/** Where signing in would lead back to itself. */
const ACCOUNT_FORMS = new Set(['/signin', '/signup']);

/**
 * The `next` of `/signin?next=…` (the 401 fallback's link) as an app path without locale prefix,
 * with its query and hash — or null when it is absent, not a same-origin path (`//evil.example`,
 * `/\evil.example`, an absolute URL: no open redirect), not an app route, or a sign-in form itself.
 */
export function returnPath(next: string | null | undefined): string | null {
  if (!next?.startsWith('/') || next.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || classifyPath(url.pathname) !== 'app') return null;
  const { path } = splitLocale(url.pathname);
  return ACCOUNT_FORMS.has(path) ? null : path + url.search + url.hash;
}
