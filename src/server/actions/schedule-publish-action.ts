import { z } from 'zod';
import { ACTION_REVALIDATE_HEADER } from '../../shared/actions.ts';
import type { SchedulePublishResult } from '../../shared/admin-schedule.ts';
import { organizerOf, publishVersion } from '../admin/schedule-publishing.ts';
import { deleteCandidate, findCandidate } from '../store/schedule-candidates.ts';
import { currentSchedule, saveScheduleVersion } from '../store/schedule-versions.ts';
import { refuse } from './action-responses.ts';
import { defineAction } from './define-action.ts';

/** The page data a publish or roll back changes: the organizer's screen refetches it. */
export const ADMIN_SCHEDULE_DATA_URL = '/data/admin/schedule.json';

const publishSchema = z.object({
  candidate: z.string({ error: 'Say which checked schedule to publish.' }).min(1, { error: 'Say which checked schedule to publish.' }).max(200),
});

/**
 * `schedule-publish {candidate}`: makes a schedule checked by `schedule-check` (by the same
 * organizer, within the hour) the version served, at once — stored, stars and feedback remapped,
 * calendar sequences raised and the served schedule swapped in one step (publishVersion), so a
 * failure leaves the previous version serving. Attendees' service workers see the new version
 * on their next manifest check and re-warm.
 */
export const schedulePublishAction = defineAction(publishSchema, async function schedulePublish(c, body, { store, now, publishing }) {
  const organizer = organizerOf(c);
  if (!publishing) return refuse(c, 404, 'not-found', 'Publishing schedules is not enabled on this server.');
  const time = now();
  const found = await findCandidate(store, body.candidate, organizer.userId, time);
  if (!found.ok && found.reason === 'expired') return c.json({ error: 'expired', message: 'This check is more than an hour old: check the file again.' }, 410);
  if (!found.ok) return refuse(c, 404, 'not-found', 'This checked schedule is unknown (or was published already): check the file again.');

  const { candidate } = found;
  const stored = await publishVersion(store, publishing, await currentSchedule(store), async (trx) => {
    const saved = await saveScheduleVersion(trx, { ...candidate, publishedBy: organizer.email, now: time });
    await deleteCandidate(trx, body.candidate);
    return saved;
  });
  if (!stored) throw new Error('A published schedule is not current');
  c.header(ACTION_REVALIDATE_HEADER, ADMIN_SCHEDULE_DATA_URL);
  return c.json({ ok: true, version: stored.version, publishedAt: stored.publishedAt ?? stored.importedAt } satisfies SchedulePublishResult);
});
