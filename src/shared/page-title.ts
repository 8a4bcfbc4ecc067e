/** Document titles (§4.5 for the fallbacks), the same on the server's direct loads and in the app. */

export const FALLBACK_MESSAGES = {
  400: 'Bad Request.',
  401: "You're not authorized to access this page.",
  403: 'This page could not be accessed.',
  404: 'This page could not be found.',
} as const;

export type FallbackStatus = keyof typeof FALLBACK_MESSAGES;

/** `404: This page could not be found.` */
export function fallbackTitle(status: FallbackStatus): string {
  return `${status}: ${FALLBACK_MESSAGES[status]}`;
}

/** `Opening keynote — Hallway Demo Conference`; the conference title alone for its home. */
export function pageTitle(heading: string | null, conferenceTitle: string): string {
  return heading ? `${heading} — ${conferenceTitle}` : conferenceTitle;
}
