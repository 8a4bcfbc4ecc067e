import { ACTION_REDIRECT_HEADER, ACTION_REVALIDATE_HEADER } from '../../shared/actions.ts';
import { readPath } from '../../shared/location.ts';

// Any origin will do: a path is same-origin when it resolves to whatever origin it is put against.
const PROBE_ORIGIN = 'https://hallway.invalid';

/**
 * The value as a same-origin path (normalised by the URL parser), or null. Only a path written
 * with one leading `/` counts: `//evil.example`, `/\evil.example`, `/\t/evil.example` (the
 * parser drops tabs and reads `\` as `/`) and absolute URLs all resolve elsewhere or are refused,
 * so a header can never send the app to another site (no open redirect).
 */
function sameOriginPath(value: string): URL | null {
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  return url.origin === PROBE_ORIGIN ? url : null;
}

/** `Action-Redirect`: the app path to navigate to, or null when absent or not a same-origin path. */
export function readActionRedirect(headers: Headers): string | null {
  const value = headers.get(ACTION_REDIRECT_HEADER)?.trim();
  const url = value ? sameOriginPath(value) : null;
  if (!url) return null;
  // The parser may still leave `//` at the start (`/.//evil.example`): take the canonical spelling.
  const reading = readPath(url.pathname);
  const path = reading.kind === 'redirect' && reading.reason === 'canonical' ? reading.to : url.pathname;
  return path.startsWith('//') ? null : path + url.search + url.hash;
}

/**
 * `Action-Revalidate`: the page-data URLs to drop and fetch again, comma-separated. Only
 * same-origin `/data/….json` paths are kept (anything else is ignored), each once, in order.
 */
export function readActionRevalidate(headers: Headers): string[] {
  const value = headers.get(ACTION_REVALIDATE_HEADER);
  if (!value) return [];
  const urls = new Set<string>();
  for (const part of value.split(',')) {
    const url = sameOriginPath(part.trim());
    if (url && !url.search && !url.hash && url.pathname.startsWith('/data/') && url.pathname.endsWith('.json')) urls.add(url.pathname);
  }
  return [...urls];
}
