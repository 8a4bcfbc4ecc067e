import { z } from 'zod';
import { ACTION_REVALIDATE_HEADER } from '../../shared/actions.ts';
import type { SchedulePublishResult } from '../../shared/admin-schedule.ts';
import { organizerOf, publishVersion } from '../admin/schedule-publishing.ts';
import { currentSchedule, findScheduleVersion, makeScheduleVersionCurrent } from '../store/schedule-versions.ts';
import { refuse } from './action-responses.ts';
import { defineAction } from './define-action.ts';
import { ADMIN_SCHEDULE_DATA_URL } from './schedule-publish-action.ts';

const rollbackSchema = z.object({
  version: z.string({ error: 'Say which version to roll back to.' }).min(1, { error: 'Say which version to roll back to.' }).max(100),
});

/**
 * `schedule-rollback {version}`: serves an earlier stored version again, the way a publish does
 * (publishVersion): stars and feedback follow their events back by guid, calendar sequences
 * are raised for what moved, and who did it and when is recorded.
 */
export const scheduleRollbackAction = defineAction(rollbackSchema, async function scheduleRollback(c, body, { store, now, publishing }) {
  const organizer = organizerOf(c);
  if (!publishing) return refuse(c, 404, 'not-found', 'Publishing schedules is not enabled on this server.');
  if (!(await findScheduleVersion(store, body.version))) return refuse(c, 404, 'not-found', 'There is no stored schedule version by that name.');
  const served = await currentSchedule(store);
  if (served?.version === body.version) return c.json({ error: 'already-current', message: 'This version is the one being served.' }, 409);

  const stored = await publishVersion(store, publishing, served, (trx) => makeScheduleVersionCurrent(trx, body.version, { publishedBy: organizer.email, now: now() }));
  if (!stored) return refuse(c, 404, 'not-found', 'There is no stored schedule version by that name.');
  c.header(ACTION_REVALIDATE_HEADER, ADMIN_SCHEDULE_DATA_URL);
  return c.json({ ok: true, version: stored.version, publishedAt: stored.publishedAt ?? stored.importedAt } satisfies SchedulePublishResult);
});
