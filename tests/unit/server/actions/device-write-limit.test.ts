import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_WRITE_WINDOW_MS, DEVICE_WRITES_PER_ADDRESS, DEVICE_WRITES_PER_DEVICE } from '../../../../src/server/actions/device-write-throttle.ts';
import { createAccountsApp, DEVICE, EVENT, type AccountsApp } from '../fixtures/accounts-app.ts';

let server: AccountsApp;
beforeEach(async () => {
  server = await createAccountsApp();
});

const star = (device: string, key: string = randomUUID()) => server.post('star', { eventId: EVENT, starred: true, key }, { device });
const feedback = (device: string) => server.post('feedback', { eventId: EVENT, rating: 4, comment: 'Flood.', key: randomUUID() }, { device });
const statuses = (responses: readonly Response[]) => responses.map((response) => response.status);
const count = (status: number, responses: readonly Response[]) => statuses(responses).filter((each) => each === status).length;
const rows = async (table: 'feedback' | 'idempotency_keys') => {
  const { n } = await server.store
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
};

/** `total` posts, `batch` at a time in parallel: parallel posts must not slip past the count. */
async function postMany(total: number, post: () => Promise<Response>, batch = 100): Promise<Response[]> {
  const answers: Response[] = [];
  for (let sent = 0; sent < total; sent += batch) {
    answers.push(...(await Promise.all(Array.from({ length: Math.min(batch, total - sent) }, post))));
  }
  return answers;
}

describe('writes from signed-out devices, per client address', () => {
  it(`accept ${DEVICE_WRITES_PER_ADDRESS} feedbacks from rotating device ids in ${DEVICE_WRITE_WINDOW_MS / 60_000} minutes, then answer 429`, async () => {
    const answers = await postMany(DEVICE_WRITES_PER_ADDRESS + 50, () => feedback(randomUUID()));
    expect(count(200, answers)).toBe(DEVICE_WRITES_PER_ADDRESS);
    expect(count(429, answers)).toBe(50);
    expect(await rows('feedback')).toBe(DEVICE_WRITES_PER_ADDRESS);

    const refused = answers.at(-1) as Response;
    expect(Number(refused.headers.get('Retry-After'))).toBe(DEVICE_WRITE_WINDOW_MS / 1000);
    expect(refused.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await refused.json()).toEqual({ error: 'too-many-attempts', message: 'Too many changes from this network. Try again in 10 minutes.' });
  }, 60_000);

  it('count per address: another address still writes, and the first writes again once the window has passed', async () => {
    await postMany(DEVICE_WRITES_PER_ADDRESS, () => star(randomUUID()));
    expect((await star(randomUUID())).status).toBe(429);
    server.client.address = '198.51.100.1';
    expect((await star(randomUUID())).status).toBe(200);
    server.client.address = '203.0.113.7';
    server.clock.now = new Date(server.clock.now.getTime() + DEVICE_WRITE_WINDOW_MS);
    expect((await star(randomUUID())).status).toBe(200);
  }, 60_000);
});

describe('writes from one signed-out device', () => {
  it(`accept ${DEVICE_WRITES_PER_DEVICE} stars and feedbacks in ${DEVICE_WRITE_WINDOW_MS / 60_000} minutes from any address, then answer 429`, async () => {
    const answers = await postMany(DEVICE_WRITES_PER_DEVICE, () => star(DEVICE), 50);
    expect(count(200, answers)).toBe(DEVICE_WRITES_PER_DEVICE);
    // Another address does not help the same device; a repeat of a key counts too.
    server.client.address = '198.51.100.1';
    const refused = await feedback(DEVICE);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBe(DEVICE_WRITE_WINDOW_MS / 1000);
    expect(await refused.json()).toEqual({ error: 'too-many-attempts', message: 'Too many changes from this device. Try again in 10 minutes.' });
    expect((await star(DEVICE, 'a key seen before')).status).toBe(429);
    expect(await rows('feedback')).toBe(0);
    // Another device behind the same address is not held back.
    expect((await star(randomUUID())).status).toBe(200);
  });

  it('count parallel posts: no more than the limit are applied at once', async () => {
    const answers = await Promise.all(Array.from({ length: DEVICE_WRITES_PER_DEVICE + 20 }, () => star(DEVICE)));
    expect(count(200, answers)).toBe(DEVICE_WRITES_PER_DEVICE);
    expect(count(429, answers)).toBe(20);
    expect(await rows('idempotency_keys')).toBe(DEVICE_WRITES_PER_DEVICE);
  });

  it('do not limit a signed-in account: its changes are its own, with the device header or not', async () => {
    const cookie = await server.signUp('ada@example.org');
    await postMany(DEVICE_WRITES_PER_DEVICE, () => star(DEVICE), 50);
    expect((await star(DEVICE)).status).toBe(429);
    const signedIn = await server.post('star', { eventId: EVENT, starred: true, key: randomUUID() }, { cookie, device: DEVICE });
    expect(signedIn.status).toBe(200);
  });

  it('are not limited per address when the address is unknown, and still per device', async () => {
    server.client.address = null;
    await postMany(DEVICE_WRITES_PER_DEVICE, () => star(DEVICE), 50);
    expect((await star(DEVICE)).status).toBe(429);
    expect((await star(randomUUID())).status).toBe(200);
  });
});
