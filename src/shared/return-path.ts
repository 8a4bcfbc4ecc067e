import { canonicalAppPath, readPath } from './location.ts';

// Any origin will do: a path is same-origin when it resolves to whatever origin it is put against.
const PROBE_ORIGIN = 'https://hallway.invalid';

/** Where signing in would lead back to itself. */
const ACCOUNT_FORMS = new Set(['signin', 'signup']);

/**
 * The `next` of `/signin?next=…` (the 401 fallback's link) as the canonical app path without
 * locale prefix, with its query and hash — or null when it is absent, not a same-origin path
 * (`//evil.example`, `/\evil.example`, an absolute URL: no open redirect), not an app route or
 * redirect source, or a sign-in form itself. Whatever the spelling, it starts with one `/`
 * followed by a segment, never `//`.
 */
export function returnPath(next: string | null | undefined): string | null {
  if (!next?.startsWith('/') || next.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  let reading = readPath(url.pathname);
  // Another spelling of a route or redirect source (`/de//events/1`): read its canonical form.
  if (reading.kind === 'redirect' && reading.reason === 'canonical') reading = readPath(reading.to);
  const known = reading.kind === 'route' ? !ACCOUNT_FORMS.has(reading.route.name) : reading.kind === 'redirect' && reading.reason === 'table';
  return known ? canonicalAppPath(url.pathname) + url.search + url.hash : null;
}
