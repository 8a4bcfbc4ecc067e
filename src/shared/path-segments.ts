/**
 * A pathname as the segments it stands for: split on `/`, each segment decoded once, empty
 * segments dropped and dot segments resolved. Two spellings with the same segments are the same
 * path (`/%61ccount`, `//account` and `/account`); `spell` writes the one canonical spelling.
 */
export interface PathSegments {
  /** Decoded segments; none is empty, `.` or `..`. */
  readonly segments: readonly string[];
  /** Whether the pathname ended in `/` (and was not `/` itself). */
  readonly trailingSlash: boolean;
}

/** Thrown when a path segment is not valid percent-encoding; the app renders `400: Bad Request.` */
export class MalformedPathError extends Error {
  readonly code = 'malformed-path';
  constructor(readonly segment: string) {
    super(`Malformed percent-encoding in path segment "${segment}"`);
  }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new MalformedPathError(segment);
  }
}

/**
 * Reads a pathname's segments. Throws MalformedPathError for bad percent-encoding. Dot segments
 * are resolved as a URL parser does (browsers and Node have usually done it already; `%2e` too).
 */
export function readSegments(pathname: string): PathSegments {
  const segments: string[] = [];
  for (const raw of pathname.split('/')) {
    if (raw === '') continue;
    const segment = decodeSegment(raw);
    if (segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return { segments, trailingSlash: pathname.length > 1 && pathname.endsWith('/') };
}

/** The decoded segments, or null for bad percent-encoding: what a link or a check needs. */
export function tryReadSegments(pathname: string): PathSegments | null {
  try {
    return readSegments(pathname);
  } catch (error) {
    if (error instanceof MalformedPathError) return null;
    throw error;
  }
}

/**
 * The canonical spelling of segments: one `/` before each, each encoded with
 * `encodeURIComponent` (as every link and the page-data manifest write them), `/` for none.
 * It never starts with `//` or `/\`, so it never leaves the origin as a `Location`.
 */
export function spellSegments(segments: readonly string[]): string {
  return segments.length === 0 ? '/' : segments.map((segment) => `/${encodeURIComponent(segment)}`).join('');
}
