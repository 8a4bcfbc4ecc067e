import { beforeEach, describe, expect, it } from 'vitest';
import type { ReportGroupData, ReportsData } from '../../../../src/shared/admin-reports.ts';
import { createAccountsApp, type AccountsApp } from '../fixtures/accounts-app.ts';
import { errorEvent, minutesIn, storeReport } from './report-fixtures.ts';

let server: AccountsApp;
let organizer: string;
let key: string;

beforeEach(async () => {
  server = await createAccountsApp();
  await storeReport(server.store, minutesIn(0));
  await storeReport(server.store, minutesIn(1), errorEvent({ message: 'another error' }));
  organizer = await server.signUpOrganizer();
  key = (await groups()).groups.find((group) => group.message?.includes('title'))!.key;
});

async function groups(): Promise<ReportsData> {
  return ((await (await server.get('/data/admin/reports.json', { cookie: organizer })).json()) as { data: ReportsData }).data;
}
async function group(): Promise<ReportGroupData['group']> {
  return ((await (await server.get(`/data/admin/reports/groups/${key}.json`, { cookie: organizer })).json()) as { data: ReportGroupData }).data.group;
}
const resolvedAt = async () => (await server.store.selectFrom('report_groups').select('resolved_at').where('group_key', '=', key).executeTakeFirstOrThrow()).resolved_at;

describe('report-group-resolve', () => {
  it('answers 401 signed out and 403 for an attendee, and changes nothing', async () => {
    expect((await server.post('report-group-resolve', { group: key, resolved: true })).status).toBe(401);
    const attendee = await server.signUp('ada@example.org');
    const response = await server.post('report-group-resolve', { group: key, resolved: true }, { cookie: attendee });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'forbidden', message: 'Only organizers can resolve error reports.' });
    expect(await resolvedAt()).toBeNull();
  });

  it.each([
    ['without an Origin', null],
    ['from another site', 'https://evil.example'],
  ])('answers 403 to an organizer posting %s, and changes nothing', async (_, origin) => {
    const response = await server.post('report-group-resolve', { group: key, resolved: true }, { cookie: organizer, origin });
    expect(response.status).toBe(403);
    expect(await resolvedAt()).toBeNull();
  });

  it('resolves a group for an organizer, moves it after the open ones, and asks for the pages it changed', async () => {
    server.clock.now = new Date(minutesIn(5));
    const response = await server.post('report-group-resolve', { group: key, resolved: true }, { cookie: organizer });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, resolved: { at: minutesIn(5), by: 'org@example.org' } });
    expect(response.headers.get('Action-Revalidate')).toBe(`/data/admin/reports/groups/${key}.json, /data/admin/reports.json`);
    expect(await group()).toMatchObject({ resolved: { at: minutesIn(5), by: 'org@example.org' } });
    const list = await groups();
    expect(list.openGroups).toBe(1);
    expect(list.groups.at(-1)!.key).toBe(key);
  });

  it('reopens a group on request, and by itself when the error happens again', async () => {
    await server.post('report-group-resolve', { group: key, resolved: true }, { cookie: organizer });
    const reopened = await server.post('report-group-resolve', { group: key, resolved: false }, { cookie: organizer });
    expect(await reopened.json()).toEqual({ ok: true, resolved: null });
    expect((await group()).resolved).toBeNull();

    server.clock.now = new Date(minutesIn(5));
    await server.post('report-group-resolve', { group: key, resolved: true }, { cookie: organizer });
    await storeReport(server.store, minutesIn(6));
    expect(await group()).toMatchObject({ resolved: null, count: 2 });
  });

  it('answers 404 for a group with no reports and 422 for a body it cannot read', async () => {
    expect((await server.post('report-group-resolve', { group: '0123456789abcdef', resolved: true }, { cookie: organizer })).status).toBe(404);
    const invalid = await server.post('report-group-resolve', { group: '../x', resolved: 'yes' }, { cookie: organizer });
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toEqual({ errors: { group: 'Name the group by its key.', resolved: 'Say whether the group is resolved.' } });
  });
});
