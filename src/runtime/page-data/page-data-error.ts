/** Why page data could not be had; the router maps each kind to a screen (§4.5, §4.7, §9). */
export type PageDataErrorKind =
  | 'not-found' // 404 → the not-found fallback
  | 'forbidden' // 403
  | 'unauthorized' // 401
  | 'bad-request' // 400
  | 'server' // 5xx or a malformed body → the server-side application-error screen
  | 'network'; // no answer: offline, or the server is unreachable

export class PageDataError extends Error {
  readonly code = 'page-data';
  constructor(
    readonly kind: PageDataErrorKind,
    readonly url: string,
    readonly status: number | null,
    /** The server's digest of a 5xx, to quote (§9). */
    readonly digest: string | null = null,
    options?: ErrorOptions,
  ) {
    super(`Page data ${url}: ${kind}${status === null ? '' : ` (${status})`}`, options);
    this.name = 'PageDataError';
  }
}

const KIND_BY_STATUS: Readonly<Record<number, PageDataErrorKind>> = { 400: 'bad-request', 401: 'unauthorized', 403: 'forbidden', 404: 'not-found' };

export function pageDataErrorKind(status: number): PageDataErrorKind {
  return KIND_BY_STATUS[status] ?? (status >= 500 ? 'server' : 'not-found');
}
