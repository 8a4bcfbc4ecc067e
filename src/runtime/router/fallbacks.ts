import { PageDataError } from '../page-data/page-data-error.ts';

/** Statuses a screen can fall back to (§4.5), plus 400 for a malformed path. */
export type FallbackStatus = 400 | 401 | 403 | 404;

/** Thrown by notFound(), forbidden() and unauthorized(); the nearest FallbackBoundary renders it. */
export class FallbackError extends Error {
  readonly code = 'fallback';
  constructor(readonly status: FallbackStatus) {
    super(`Fallback ${status}`);
    this.name = 'FallbackError';
  }
}

const STATUS_BY_KIND: Readonly<Record<string, FallbackStatus>> = { 'not-found': 404, forbidden: 403, unauthorized: 401, 'bad-request': 400 };

/** The fallback status of an error, or null when it is not a fallback (it goes to the root boundary). */
export function fallbackStatusOf(error: unknown): FallbackStatus | null {
  if (error instanceof FallbackError) return error.status;
  if (error instanceof PageDataError) return STATUS_BY_KIND[error.kind] ?? null;
  return null;
}

export function notFound(): never {
  throw new FallbackError(404);
}

export function forbidden(): never {
  throw new FallbackError(403);
}

export function unauthorized(): never {
  throw new FallbackError(401);
}
