import { canonicalAppPath, readPath } from './location.ts';

// Any origin will do: a path is same-origin when it resolves to whatever origin it is put against.
const PROBE_ORIGIN = 'https://hallway.invalid';

/** Where signing in would lead back to itself. */
const ACCOUNT_FORMS = new Set(['signin', 'signup']);

/**
 * The value as a same-origin path (normalised by the URL parser), or null. Only a path written
 * with one leading `/` counts: `//evil.example`, `/\evil.example`, `/\t/evil.example` (the
 * parser drops tabs and reads `\` as `/`) and absolute URLs all resolve elsewhere or are refused,
 * so a link or a header can never send the app to another site (no open redirect).
 */
export function sameOriginPath(value: string): URL | null {
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  return url.origin === PROBE_ORIGIN ? url : null;
}

/**
 * The `next` of `/signin?next=…` (the 401 fallback's link) as the canonical app path without
 * locale prefix, with its query and hash — or null when it is absent, not a same-origin path
 * (`//evil.example`, `/\evil.example`, an absolute URL: no open redirect), not an app route or
 * redirect source, or a sign-in form itself. Whatever the spelling, it starts with one `/`
 * followed by a segment, never `//`.
 */
export function returnPath(next: string | null | undefined): string | null {
  const url = next ? sameOriginPath(next) : null;
  if (!url) return null;
  let reading = readPath(url.pathname);
  // Another spelling of a route or redirect source (`/de//events/1`): read its canonical form.
  if (reading.kind === 'redirect' && reading.reason === 'canonical') reading = readPath(reading.to);
  const known = reading.kind === 'route' ? !ACCOUNT_FORMS.has(reading.route.name) : reading.kind === 'redirect' && reading.reason === 'table';
  return known ? canonicalAppPath(url.pathname) + url.search + url.hash : null;
}
