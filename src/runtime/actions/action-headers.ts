import { ACTION_REDIRECT_HEADER, ACTION_REVALIDATE_HEADER } from '../../shared/actions.ts';
import { readPath } from '../../shared/location.ts';
import { sameOriginPath } from '../../shared/return-path.ts';

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
