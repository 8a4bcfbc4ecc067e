/**
 * A pathname as the segments it stands for: split on `/`, each segment decoded once, empty
 * segments dropped and dot segments resolved. Two spellings with the same segments are the same
 * path (`/%61ccount`, `//account` and `/account`); `spellSegments` writes the one canonical spelling.
 */
export interface PathSegments {
  /** Decoded segments (a malformed one as written); none is empty, `.` or `..`. */
  readonly segments: readonly string[];
  /** Whether the pathname ended in `/` (and was not `/` itself). */
  readonly trailingSlash: boolean;
  /** Whether a segment is not valid percent-encoding: the app renders `400: Bad Request.` */
  readonly malformed: boolean;
}

/** Thrown by `matchRoute` for a path with bad percent-encoding. */
export class MalformedPathError extends Error {
  readonly code = 'malformed-path';
  constructor(readonly path: string) {
    super(`Malformed percent-encoding in path "${path}"`);
  }
}

/**
 * Reads a pathname's segments. Dot segments are resolved as a URL parser does (browsers and
 * Node have usually done it already, `%2e` included).
 */
export function readSegments(pathname: string): PathSegments {
  const segments: string[] = [];
  let malformed = false;
  for (const raw of pathname.split('/')) {
    if (raw === '') continue;
    let segment = raw;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      malformed = true;
    }
    if (segment === '..') segments.pop();
    else if (segment !== '.') segments.push(segment);
  }
  return { segments, trailingSlash: pathname.length > 1 && pathname.endsWith('/'), malformed };
}

/**
 * The canonical spelling of segments: one `/` before each, each encoded with
 * `encodeURIComponent` (as every link and the page-data manifest write them), `/` for none.
 * It never starts with `//` or `/\`, so it never leaves the origin as a `Location`.
 */
export function spellSegments(segments: readonly string[]): string {
  return segments.length === 0 ? '/' : segments.map((segment) => `/${encodeURIComponent(segment)}`).join('');
}
