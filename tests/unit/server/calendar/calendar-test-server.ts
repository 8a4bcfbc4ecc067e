import type { CalendarLinkResult } from '../../../../src/shared/actions.ts';
import { createScheduleHolder } from '../../../../src/server/page-data/schedule-holder.ts';
import type { Schedule } from '../../../../src/server/schedule/model.ts';
import { saveScheduleVersion } from '../../../../src/server/store/schedule-versions.ts';
import { createAccountsApp, type RequestOptions } from '../fixtures/accounts-app.ts';
import { SAMPLE_SCHEDULE } from '../fixtures/sample-schedule.ts';
import { openTestStore } from '../test-store.ts';

/**
 * The whole app over a store that holds the sample schedule as its current version, served as
 * `npm start` serves it (a schedule holder), so publishing a new version raises sequences for real.
 */
export async function createCalendarServer() {
  const store = await openTestStore();
  const holder = createScheduleHolder(await saveScheduleVersion(store, { raw: 'v1', source: 'test', schedule: SAMPLE_SCHEDULE, warnings: [] }));
  const server = await createAccountsApp({ store, getIndex: () => holder.getIndex() });
  let keys = 0;

  /** Imports another version and serves it, as a new `SCHEDULE` at start-up does. */
  async function publish(raw: string, schedule: Schedule): Promise<void> {
    holder.replace(await saveScheduleVersion(store, { raw, source: 'test', schedule, warnings: [] }));
  }

  async function star(cookie: string, eventId: string, starred = true): Promise<void> {
    keys += 1;
    const response = await server.post('star', { eventId, starred, key: `k${keys}` }, { cookie });
    if (response.status !== 200) throw new Error(`Starring ${eventId} failed: ${response.status}`);
  }

  /** Makes (or replaces) the account's subscription link and answers its URL. */
  async function makeLink(cookie: string): Promise<string> {
    const response = await server.post('calendar-link', {}, { cookie });
    if (response.status !== 200) throw new Error(`calendar-link failed: ${response.status} ${await response.text()}`);
    return ((await response.json()) as CalendarLinkResult).url;
  }

  /** Fetches a feed by its URL, as a calendar app polls it: no cookie. */
  function poll(url: string, options: RequestOptions = {}): Promise<Response> {
    return server.get(new URL(url).pathname, options);
  }

  return { ...server, holder, publish, star, makeLink, poll };
}

export type CalendarServer = Awaited<ReturnType<typeof createCalendarServer>>;
