import { inviteOrganizer } from '../../src/server/accounts/invite-organizer.ts';
import { openPostgresStore } from '../../src/server/store/postgres-store.ts';
import type { AccountData } from '../../src/shared/actions.ts';
import { PASSWORD, signIn } from './account-flows.ts';
import { changedDemo } from './changed-demo.ts';
import { startInstance, startPostgres, type Instance } from './server-instances.ts';
import { expect, test } from './test.ts';

// Two instances of the real server (src/server/main.ts, each its own process) on one PostgreSQL
// (a throwaway cluster, tests/postgres/cluster.sh): whatever one is told, the other answers.

let postgres: ReturnType<typeof startPostgres>;
let instances: [Instance, Instance];

/** Posts an action as the app does: JSON, from the instance's own origin. */
async function post(origin: string, name: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(`${origin}/actions/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: origin, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
}

async function signUp(origin: string, email: string, invite?: string): Promise<string> {
  const response = await post(origin, 'signup', { email, password: PASSWORD, ...(invite ? { invite } : {}) });
  expect(response.status).toBe(200);
  const cookie = /hallway-session=[^;]+/.exec(response.headers.get('Set-Cookie') ?? '')?.[0];
  if (!cookie) throw new Error('Sign-up set no session cookie.');
  return cookie;
}

test.describe('several instances on one PostgreSQL', () => {
  test.describe.configure({ timeout: 90_000 });

  test.beforeAll(async () => {
    postgres = startPostgres();
    // Both start at once: one migrates the new database, the other waits for it.
    instances = await Promise.all([startInstance({ DATABASE_URL: postgres.url }), startInstance({ DATABASE_URL: postgres.url })]);
  });

  test.afterAll(() => {
    for (const instance of instances ?? []) instance.stop();
    postgres?.stop();
  });

  test('a star given through one instance is read through the other, where the account signs in on a phone', async ({ browser }) => {
    const [one, other] = instances;
    const email = `attendee-${Date.now()}@hallway.test`;
    const cookie = await signUp(one.origin, email);
    const { pages } = (await (await fetch(`${one.origin}/data/manifest.json`)).json()) as { pages: string[] };
    const eventId = pages.find((url) => url.startsWith('/data/events/'))?.slice('/data/events/'.length, -'.json'.length) ?? '';
    const starred = await post(one.origin, 'star', { eventId, starred: true, key: `key-${Date.now()}` }, cookie);
    expect(starred.status).toBe(200);

    // The other instance: the account's page data with the session of the first…
    const account = await fetch(`${other.origin}/data/account.json`, { headers: { Cookie: cookie } });
    expect(account.status).toBe(200);
    expect(((await account.json()) as { data: AccountData }).data.stars).toEqual([expect.objectContaining({ eventId, starred: true })]);

    // …and a phone that signs in there.
    const phone = await browser.newContext({ baseURL: other.origin });
    const page = await phone.newPage();
    await signIn(page, email);
    await expect(page.getByText(/^1 starred event in your account\./)).toBeVisible();
    await phone.close();
  });

  test('a schedule published through one instance is served by the other within 5 s', async () => {
    const [one, other] = instances;
    const store = await openPostgresStore(postgres.url);
    const email = `organizer-${Date.now()}@hallway.test`;
    const invite = await inviteOrganizer(store, email, { origin: one.origin, now: new Date() });
    await store.destroy();
    if (!invite.ok) throw new Error('The invite was refused.');
    const organizer = await signUp(one.origin, email, new URL(invite.link).searchParams.get('invite') ?? '');

    const { file, changes } = changedDemo();
    const form = new FormData();
    form.set('file', new File([file], 'schedule.json'));
    const checked = await fetch(`${one.origin}/actions/schedule-check`, {
      method: 'POST',
      headers: { Accept: 'application/json', Origin: one.origin, Cookie: organizer },
      body: form,
    });
    expect(checked.status).toBe(200);
    const { candidate } = (await checked.json()) as { candidate: string };
    const before = (await (await fetch(`${other.origin}/data/index.json`)).json()) as { version: string };

    const published = await post(one.origin, 'schedule-publish', { candidate }, organizer);
    expect(published.status).toBe(200);
    const publishedAt = Date.now();
    const served = async (origin: string) => ((await (await fetch(`${origin}/data/index.json`)).json()) as { version: string }).version;
    const version = await served(one.origin);
    expect(version).not.toBe(before.version);

    await expect.poll(() => served(other.origin), { timeout: 5000, intervals: [100] }).toBe(version);
    expect(Date.now() - publishedAt).toBeLessThan(5000);
    const renamed = (await (await fetch(`${other.origin}/data/events/${changes.renamed.id}.json`)).json()) as { data: { event: { title: string } } };
    expect(renamed.data.event.title).not.toBe(changes.renamed.title);
  });
});
