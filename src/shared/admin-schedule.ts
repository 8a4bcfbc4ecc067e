/**
 * Publishing a schedule (`/admin/schedule`, DESIGN §10): what its page data carries and what the
 * `schedule-check`, `schedule-publish` and `schedule-rollback` actions answer.
 */
import type { ScheduleChanges } from './schedule-changes.ts';

/** Where and why a file was refused, as `npm run schedule -- check` prints it. */
export interface ScheduleProblem {
  readonly where: string;
  readonly message: string;
}

/** How much a schedule holds, as the command line sums it up. */
export interface ScheduleSummary {
  readonly events: number;
  readonly days: number;
  readonly rooms: number;
  readonly tracks: number;
  readonly speakers: number;
}

/** One stored version, as the versions list shows it. */
export interface ScheduleVersionEntry {
  readonly version: string;
  /** The file's name, the URL it was read from, `demo`, or the path `SCHEDULE` named. */
  readonly source: string;
  /** When it was last made current (ISO), and by whom: an organizer's email, `start-up` or `command line`. */
  readonly publishedAt: string;
  readonly publishedBy: string;
  readonly events: number;
  readonly days: number;
  readonly rooms: number;
  readonly warnings: number;
  /** The version being served. */
  readonly current: boolean;
}

/** What `/data/admin/schedule.json` carries (private, never cached). */
export interface AdminScheduleData {
  /** The version being served, with its conference's zone (times on the screen are shown in it). */
  readonly served: ScheduleVersionEntry & { readonly timeZone: string; readonly title: string };
  /** Stored versions, most recently made current first, at most ADMIN_SCHEDULE_VERSIONS_SHOWN. */
  readonly versions: readonly ScheduleVersionEntry[];
}

export const ADMIN_SCHEDULE_VERSIONS_SHOWN = 50;

/** The form fields of `schedule-check` (multipart/form-data): a file, or a URL to read it from. */
export const SCHEDULE_FILE_FIELD = 'file';
export const SCHEDULE_URL_FIELD = 'url';

/** `schedule-check` accepted the file: kept as a candidate for Publish, with the preview. */
export interface ScheduleCheckAccepted {
  readonly ok: true;
  /** Names the checked file for `schedule-publish`; valid for an hour, for whoever checked it. */
  readonly candidate: string;
  readonly version: string;
  readonly source: string;
  readonly summary: ScheduleSummary;
  readonly warnings: readonly ScheduleProblem[];
  /** From the version being served to this one. */
  readonly changes: ScheduleChanges;
  /** The file is the version being served, byte for byte. */
  readonly sameAsServed: boolean;
  /** The conference's zone in the checked file, for showing its times. */
  readonly timeZone: string;
}

/** `schedule-check` refused the file (422, or 413 when too large): the served schedule is unchanged. */
export interface ScheduleCheckRefused {
  readonly ok: false;
  readonly problems: readonly ScheduleProblem[];
}

export type ScheduleCheckResult = ScheduleCheckAccepted | ScheduleCheckRefused;

/** What `schedule-publish` and `schedule-rollback` answer: the version now served. */
export interface SchedulePublishResult {
  readonly ok: true;
  readonly version: string;
  readonly publishedAt: string;
}

/** `schedule-check`'s body: a form with SCHEDULE_FILE_FIELD or SCHEDULE_URL_FIELD, posted as multipart/form-data. */
export type ScheduleCheckBody = FormData;

export interface SchedulePublishBody {
  readonly candidate: string;
}

export interface ScheduleRollbackBody {
  readonly version: string;
}
