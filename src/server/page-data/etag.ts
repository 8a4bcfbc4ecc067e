/** The ETag of everything built from one schedule version (weak: compression may re-encode the body). */
export function versionEtag(version: string): string {
  return `W/"${version}"`;
}

/** Whether an `If-None-Match` header names this ETag (weak comparison, `*` included). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
