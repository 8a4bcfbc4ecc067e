/** `{"version":"…",` at the very start of a body: how the server writes every `/data/` answer. */
const LEADING_VERSION = /^\{"version":("(?:[^"\\]|\\.)*"),/;

/**
 * The schedule version a `/data/` answer (page data or the manifest) was built from, or null when
 * the body is not one. Every check of "is this page at that version" reads it here. The server
 * writes the version first, so a large page is not parsed whole just to learn it.
 */
export function readScheduleVersion(text: string): string | null {
  const leading = LEADING_VERSION.exec(text)?.[1];
  try {
    const version: unknown = leading === undefined ? (JSON.parse(text) as { version?: unknown } | null)?.version : JSON.parse(leading);
    return typeof version === 'string' ? version : null;
  } catch {
    return null;
  }
}
