/** The URL, normalised, when it is an absolute http: or https: URL; null for anything else (`javascript:`, `data:`, relative). */
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
