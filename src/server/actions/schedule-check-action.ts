import type { Context } from 'hono';
import { SCHEDULE_FILE_FIELD, SCHEDULE_URL_FIELD, type ScheduleCheckAccepted, type ScheduleCheckRefused } from '../../shared/admin-schedule.ts';
import { organizerOf } from '../admin/schedule-publishing.ts';
import { readSource } from '../load-schedule.ts';
import { diffSchedules } from '../schedule/diff-schedules.ts';
import { importSchedule, MAX_SCHEDULE_BYTES } from '../schedule/import-schedule.ts';
import type { Problem } from '../schedule/model.ts';
import { scheduleSizeProblem } from '../schedule/schedule-size.ts';
import { saveCandidate } from '../store/schedule-candidates.ts';
import { scheduleVersion } from '../store/schedule-versions.ts';
import { invalid, refuse } from './action-responses.ts';
import { defineFormAction, type ActionRequest } from './define-action.ts';

/** The largest schedule file, plus room for the form around it (boundaries, headers, a URL field). */
export const SCHEDULE_CHECK_BODY_BYTES = MAX_SCHEDULE_BYTES + 64 * 1024;

/**
 * The 413 for a post over SCHEDULE_CHECK_BODY_BYTES, in the importer's words where the size is
 * known, and shaped as a refusal too, so the form lists it like any other problem.
 */
export function scheduleTooLarge(c: Context): Response {
  const declared = Number(c.req.header('Content-Length') ?? Number.NaN);
  const problem: Problem = (Number.isFinite(declared) ? scheduleSizeProblem(declared) : null) ?? {
    where: 'file',
    message: 'The file is over 20 MB; schedules over 20 MB are refused.',
  };
  return c.json({ error: 'too-large', message: problem.message, ok: false, problems: [problem] }, 413);
}

type Source = { readonly ok: true; readonly raw: Uint8Array; readonly source: string } | { readonly ok: false; readonly response: Response };

const refused = (c: Context, problems: readonly Problem[]) => c.json({ ok: false, problems } satisfies ScheduleCheckRefused, 422);

/** The file the form carries, or the bytes read from its URL (http and https only). */
async function readForm(c: ActionRequest, fetchTimeoutMs: number | undefined): Promise<Source> {
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: false });
  } catch {
    return { ok: false, response: refuse(c, 400, 'bad-form', 'Send the schedule as a form (multipart/form-data) with a file or a url field.') };
  }
  const file = form[SCHEDULE_FILE_FIELD];
  const rawUrl = form[SCHEDULE_URL_FIELD];
  const url = typeof rawUrl === 'string' ? rawUrl.trim() : '';
  const hasFile = file instanceof File && (file.size > 0 || file.name !== '');
  if (hasFile && url) return { ok: false, response: invalid(c, { [SCHEDULE_URL_FIELD]: 'Give a file or a URL, not both.' }) };
  if (hasFile) return { ok: true, raw: new Uint8Array(await file.arrayBuffer()), source: file.name || 'upload' };
  if (!url) return { ok: false, response: invalid(c, { [SCHEDULE_FILE_FIELD]: 'Choose a schedule file or give its URL.' }) };

  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, response: invalid(c, { [SCHEDULE_URL_FIELD]: 'Give a URL starting with http:// or https://.' }) };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return { ok: false, response: invalid(c, { [SCHEDULE_URL_FIELD]: 'Give a URL starting with http:// or https://.' }) };
  try {
    return { ok: true, raw: await readSource(parsed.href, fetchTimeoutMs), source: parsed.href };
  } catch (error) {
    return { ok: false, response: refused(c, [{ where: parsed.href, message: `Could not read it: ${(error as Error).message}` }]) };
  }
}

/**
 * `schedule-check` (multipart/form-data: `file`, or `url`): imports the schedule as the command
 * line checks it. Refused, it answers 422 with the problems, where and why; the schedule being
 * served is untouched either way. Accepted, it keeps the file as a candidate for Publish and
 * answers the preview: counts, warnings, and the changes from the version being served.
 */
export const scheduleCheckAction = defineFormAction(
  { maxBodyBytes: SCHEDULE_CHECK_BODY_BYTES, tooLarge: scheduleTooLarge },
  async function scheduleCheck(c, { store, getIndex, now, publishing }) {
    const organizer = organizerOf(c);
    const read = await readForm(c, publishing?.fetchTimeoutMs);
    if (!read.ok) return read.response;
    const result = importSchedule(read.raw, publishing?.defaultTimeZone ? { defaultTimeZone: publishing.defaultTimeZone } : {});
    if (!result.ok) return refused(c, result.problems);

    const { schedule, warnings } = result;
    const version = scheduleVersion(read.raw);
    const candidate = await saveCandidate(store, { raw: read.raw, source: read.source, schedule, warnings, checkedBy: organizer.userId, now: now() });
    const served = getIndex();
    return c.json({
      ok: true,
      candidate,
      version,
      source: read.source,
      summary: { events: schedule.events.length, days: schedule.days.length, rooms: schedule.rooms.length, tracks: schedule.tracks.length, speakers: schedule.persons.length },
      warnings,
      changes: diffSchedules({ schedule: served.schedule, version: served.version }, { schedule, version }),
      sameAsServed: version === served.version,
      timeZone: schedule.conference.timeZone,
    } satisfies ScheduleCheckAccepted);
  },
);
