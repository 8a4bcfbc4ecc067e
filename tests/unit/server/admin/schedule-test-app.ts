import { createApp } from '../../../../src/server/app.ts';
import { inviteOrganizer } from '../../../../src/server/accounts/invite-organizer.ts';
import { createScheduleHolder } from '../../../../src/server/page-data/schedule-holder.ts';
import { importSchedule } from '../../../../src/server/schedule/import-schedule.ts';
import { saveScheduleVersion } from '../../../../src/server/store/schedule-versions.ts';
import { FAST_SCRYPT, ORIGIN, PASSWORD, sessionCookie } from '../fixtures/accounts-app.ts';
import { expectImported, oneDay, writeSample, type Format, type SampleEvent } from '../schedule/samples.ts';
import { openTestStore } from '../test-store.ts';

export { ORIGIN };

/** Three talks with guids, one room, one day: the schedule served before each test publishes. */
export const FIRST_EVENTS: readonly SampleEvent[] = [
  { id: '1', guid: 'g-opening', title: 'Opening', start: '10:00', duration: '00:30' },
  { id: '2', guid: 'g-second', title: 'Second talk', start: '11:00', duration: '00:30' },
  { id: '3', guid: 'g-third', title: 'Third talk', start: '12:00', duration: '00:30' },
];

/** A frab schedule file of these events (one day in Room A, Europe/Brussels). */
export function scheduleFile(events: readonly SampleEvent[], format: Format = 'json'): string {
  return writeSample(format, oneDay(events));
}

export interface PostOptions {
  readonly cookie?: string | null;
  /** The Origin header; null leaves it out; the app's own by default. */
  readonly origin?: string | null;
}

/**
 * The whole app over an in-memory store, serving FIRST_EVENTS from a schedule holder that
 * publishing swaps, as createServerApp wires it; with helpers to sign in and to post forms.
 */
export async function createScheduleApp(options: { readonly failingSwap?: boolean } = {}) {
  const store = await openTestStore();
  const clock = { now: new Date('2026-02-01T08:00:00.000Z') };
  const first = scheduleFile(FIRST_EVENTS);
  const imported = expectImported(importSchedule(first));
  const stored = await saveScheduleVersion(store, {
    raw: first,
    source: 'first.json',
    schedule: imported.schedule,
    warnings: imported.warnings,
    publishedBy: 'start-up',
    now: clock.now,
  });
  const holder = createScheduleHolder(stored);
  const app = createApp({
    getIndex: holder.getIndex,
    publishing: {
      replace: options.failingSwap
        ? () => {
            throw new Error('The new version could not be indexed');
          }
        : holder.replace,
      fetchTimeoutMs: 2000,
    },
    accounts: { store, scrypt: FAST_SCRYPT, now: () => clock.now, clientAddress: () => '203.0.113.7' },
    allowedHosts: [new URL(ORIGIN).host],
  });

  const headers = ({ cookie, origin }: PostOptions): Record<string, string> => ({
    Accept: 'application/json',
    ...(cookie ? { Cookie: cookie } : {}),
    ...(origin === null ? {} : { Origin: origin ?? ORIGIN }),
  });

  async function post(name: string, body: unknown, options: PostOptions = {}): Promise<Response> {
    const init = { method: 'POST', headers: { ...headers(options), 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) };
    return app.request(`${ORIGIN}/actions/${name}`, init);
  }

  async function postForm(name: string, form: FormData, options: PostOptions = {}): Promise<Response> {
    return app.request(`${ORIGIN}/actions/${name}`, { method: 'POST', headers: headers(options), body: form });
  }

  /** `schedule-check` with a file of this content. */
  function check(content: string | Uint8Array<ArrayBuffer>, options: PostOptions & { fileName?: string } = {}): Promise<Response> {
    const form = new FormData();
    form.set('file', new File([content], options.fileName ?? 'schedule.json'));
    return postForm('schedule-check', form, options);
  }

  async function get(path: string, cookie?: string | null): Promise<Response> {
    return app.request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  }

  async function signUp(email: string, invite?: string): Promise<string> {
    const response = await post('signup', { email, password: PASSWORD, ...(invite ? { invite } : {}) });
    const cookie = sessionCookie(response);
    if (response.status !== 200 || !cookie) throw new Error(`Sign-up of ${email} failed: ${response.status} ${await response.text()}`);
    return cookie;
  }

  async function signUpOrganizer(email = 'org@example.org'): Promise<string> {
    const made = await inviteOrganizer(store, email, { origin: ORIGIN, now: clock.now });
    if (!made.ok) throw new Error(`No invite for ${email}`);
    return signUp(email, made.token);
  }

  return { app, store, clock, holder, first: stored, post, postForm, check, get, signUp, signUpOrganizer };
}
