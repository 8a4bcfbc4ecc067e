/**
 * Actions (DESIGN §7): `POST /actions/<name>` with a JSON body and `Accept: application/json`.
 * Shared by the client that posts them, the outbox that replays them and the server that applies them.
 */

import type { ScheduleCheckBody, SchedulePublishBody, ScheduleRollbackBody } from './admin-schedule.ts';

export const ACTION_PATH_PREFIX = '/actions/';

/** Response header: the client navigates to this app path. */
export const ACTION_REDIRECT_HEADER = 'Action-Redirect';
/** Response header: comma-separated page-data URLs to drop from every cache and fetch again. */
export const ACTION_REVALIDATE_HEADER = 'Action-Revalidate';
/**
 * Request header: the device's own id (a UUID kept in IndexedDB), so star and feedback work
 * without an account and idempotency keys are remembered per device when nobody is signed in.
 */
export const DEVICE_ID_HEADER = 'Hallway-Device';

/** Thrown by the client for any response that is not JSON and not a text/plain error (§7, exact). */
export const UNEXPECTED_RESPONSE_MESSAGE = 'An unexpected response was received from the server.';

export const PASSWORD_MIN_LENGTH = 10;
/** Longer passwords are refused, so hashing one cannot be made expensive. */
export const PASSWORD_MAX_LENGTH = 1000;
export const FEEDBACK_COMMENT_MAX_LENGTH = 2000;

export interface SignInBody {
  readonly email: string;
  readonly password: string;
}
export interface SignUpBody extends SignInBody {
  /** The token of an organizer invite link (`/signup?invite=…`, §11): the account is created as an organizer. */
  readonly invite?: string;
}
export type SignOutBody = Record<string, never>;

/** `at` is when the user made the change (ISO time): stars merge last-write-wins by it. */
export interface StarBody {
  readonly eventId: string;
  readonly starred: boolean;
  readonly key: string;
  readonly at?: string;
}

export interface FeedbackBody {
  readonly eventId: string;
  readonly rating: 1 | 2 | 3 | 4 | 5;
  readonly comment: string;
  readonly key: string;
  readonly at?: string;
}

/** `calendar-link`: makes the account's calendar subscription link, replacing the one it had. */
export type CalendarLinkBody = Record<string, never>;
/** `calendar-link-off`: turns the account's calendar subscription off. */
export type CalendarLinkOffBody = Record<string, never>;

/**
 * What `calendar-link` answers: the subscription URL (`<origin>/calendar/<secret>.ics`). The
 * server keeps only a hash of the secret, so this answer is the one time the URL is told.
 */
export interface CalendarLinkResult {
  readonly ok: true;
  readonly url: string;
  readonly createdAt: string;
}

/** `report-group-resolve` (organizers): marks a group of error reports resolved, or open again. */
export interface ReportGroupResolveBody {
  readonly group: string;
  readonly resolved: boolean;
}

export interface ActionBodies {
  readonly signup: SignUpBody;
  readonly signin: SignInBody;
  readonly signout: SignOutBody;
  readonly star: StarBody;
  readonly feedback: FeedbackBody;
  readonly 'calendar-link': CalendarLinkBody;
  readonly 'calendar-link-off': CalendarLinkOffBody;
  readonly 'schedule-check': ScheduleCheckBody;
  readonly 'schedule-publish': SchedulePublishBody;
  readonly 'schedule-rollback': ScheduleRollbackBody;
  readonly 'report-group-resolve': ReportGroupResolveBody;
}
export type ActionName = keyof ActionBodies;
export const ACTION_NAMES: readonly ActionName[] = [
  'signup',
  'signin',
  'signout',
  'star',
  'feedback',
  'calendar-link',
  'calendar-link-off',
  'schedule-check',
  'schedule-publish',
  'schedule-rollback',
  'report-group-resolve',
];

/** Actions the offline outbox may hold and replay; the others need the network (§7). */
export const OUTBOX_ACTIONS = ['star', 'feedback'] as const satisfies readonly ActionName[];
export type OutboxActionName = (typeof OUTBOX_ACTIONS)[number];

export function actionUrl(name: ActionName): string {
  return ACTION_PATH_PREFIX + name;
}

/** A 422 answer: one message per invalid field. */
export interface ValidationErrorBody {
  readonly errors: Readonly<Record<string, string>>;
}

export type AccountRole = 'attendee' | 'organizer';

/** What `/data/account.json` carries (private, never cached). */
export interface AccountData {
  readonly email: string;
  readonly role: AccountRole;
  /** Starred event ids with the time each was last changed. */
  readonly stars: readonly { readonly eventId: string; readonly starred: boolean; readonly at: string }[];
  /** The calendar subscription, when it is on: when its link was made (never the link itself, which only its making tells). */
  readonly calendar: { readonly createdAt: string } | null;
}

/** What `/data/admin.json` carries for organizers (private, never cached): the numbers so far. */
export interface AdminData {
  readonly users: number;
  readonly organizers: number;
  /** Error reports stored by `/monitoring` (§8), not counting repeats. */
  readonly reports: number;
  /** Feedback entries, one per person and event. */
  readonly feedback: number;
  /** Events starred, summed over everyone. */
  readonly stars: number;
}
