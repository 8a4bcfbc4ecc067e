import { ADMIN_SCHEDULE_VERSIONS_SHOWN, type AdminScheduleData, type ScheduleVersionEntry } from '../../shared/admin-schedule.ts';
import type { PrivatePageDataSources } from '../page-data/private-page-data.ts';
import { listScheduleVersions, type ScheduleVersionLine } from '../store/schedule-versions.ts';

const entryOf = ({ importedAt: _imported, ...line }: ScheduleVersionLine, served: string): ScheduleVersionEntry => ({ ...line, current: line.version === served });

/**
 * `/data/admin/schedule.json`: the version being served and the versions stored, most recently
 * made current first (at most ADMIN_SCHEDULE_VERSIONS_SHOWN). "Current" is what this server
 * serves, which is what the store says once a publish has committed.
 */
export async function schedulePageData({ store, getIndex }: PrivatePageDataSources): Promise<AdminScheduleData> {
  const index = getIndex();
  const versions = (await listScheduleVersions(store, ADMIN_SCHEDULE_VERSIONS_SHOWN)).map((line) => entryOf(line, index.version));
  const listed = versions.find((entry) => entry.current);
  const { schedule } = index;
  // A schedule served without being stored (an app built around one in memory) is still described.
  const served: ScheduleVersionEntry = listed ?? {
    version: index.version,
    source: '',
    publishedAt: '',
    publishedBy: '',
    events: schedule.events.length,
    days: schedule.days.length,
    rooms: schedule.rooms.length,
    warnings: 0,
    current: true,
  };
  return { served: { ...served, timeZone: schedule.conference.timeZone, title: schedule.conference.title }, versions };
}
