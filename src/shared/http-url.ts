/**
 * The URL, normalised, when it is an absolute http: or https: URL; null for anything else
 * (`javascript:`, `data:`, relative). The importer keeps only such links, and the screens check
 * again right where an anchor is made, never trusting data with `javascript:` at stake.
 */
export function httpUrl(text: string): string | null {
  const trimmed = text.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
