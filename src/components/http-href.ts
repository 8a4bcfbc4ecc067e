/**
 * The href of a link that may become an anchor: an absolute http: or https: URL, or null.
 * Page data only carries such links (the importer drops the rest), but a screen never trusts
 * that with `javascript:` at stake — this is the check right where the anchor is made.
 */
export function httpHref(url: string): string | null {
  const trimmed = url.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
