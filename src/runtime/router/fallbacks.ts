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

export function notFound(): never {
  throw new FallbackError(404);
}

export function forbidden(): never {
  throw new FallbackError(403);
}

export function unauthorized(): never {
  throw new FallbackError(401);
}
