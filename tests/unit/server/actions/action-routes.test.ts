import { beforeEach, describe, expect, it } from 'vitest';
import { ACTION_NAMES } from '../../../../src/shared/actions.ts';
import { BODY_LIMIT_BYTES } from '../../../../src/shared/constants.ts';
import { createAccountsApp, DEVICE, EVENT, ORIGIN, type AccountsApp } from '../fixtures/accounts-app.ts';

let server: AccountsApp;
beforeEach(async () => {
  server = await createAccountsApp();
});

const starBody = { eventId: EVENT, starred: true, key: 'k1' };
const starCount = async () => (await server.store.selectFrom('stars').selectAll().execute()).length;

describe('every action', () => {
  it.each(ACTION_NAMES)('refuses a post to %s without an Origin header with 403 JSON', async (name) => {
    const response = await server.post(name, {}, { origin: null, device: DEVICE });
    expect(response.status).toBe(403);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ error: 'cross-origin' });
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['another port', 'http://hallway.test:8080'],
    ['another scheme', 'https://hallway.test'],
    ['an opaque origin', 'null'],
  ])('refuses a post from %s with 403 and changes nothing', async (_, origin) => {
    const response = await server.post('star', starBody, { origin, device: DEVICE });
    expect(response.status).toBe(403);
    expect(await starCount()).toBe(0);
  });

  it('accepts a post whose Origin is the host it was sent to, over https too', async () => {
    expect((await server.post('star', starBody, { device: DEVICE })).status).toBe(200);
    expect((await server.post('star', { ...starBody, key: 'k2' }, { device: DEVICE, base: 'https://conf.example' })).status).toBe(200);
  });

  it(`accepts a body of exactly ${BODY_LIMIT_BYTES} bytes and refuses one byte more with 413`, async () => {
    const padded = (size: number) => {
      const base = JSON.stringify({ ...starBody, pad: '' });
      return base.replace('"pad":""', `"pad":"${'x'.repeat(size - base.length)}"`);
    };
    expect(padded(BODY_LIMIT_BYTES)).toHaveLength(BODY_LIMIT_BYTES);
    expect((await server.post('star', padded(BODY_LIMIT_BYTES), { device: DEVICE })).status).toBe(200);
    const response = await server.post('star', padded(BODY_LIMIT_BYTES + 1).replace('"k1"', '"k2"'), { device: DEVICE });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'too-large' });
  });

  it.each([
    ['not JSON', '{"eventId": '],
    ['empty', ''],
    ['a JSON array', '[]'],
    ['a JSON string', '"star"'],
    ['JSON null', 'null'],
  ])('answers a body that is %s with 400 JSON', async (_, body) => {
    const response = await server.post('star', body, { device: DEVICE });
    expect(response.status).toBe(400);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ error: 'bad-json', message: expect.stringMatching(/JSON/) });
  });

  it('answers an unknown action with 404 JSON, never the app shell', async () => {
    for (const path of ['nope', 'star/more', 'toString', '__proto__']) {
      const response = await Promise.resolve(server.app.request(`${ORIGIN}/actions/${path}`, { method: 'POST', headers: { Origin: ORIGIN }, body: '{}' }));
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: 'not-found' });
    }
  });

  it.each(['GET', 'PUT', 'DELETE'])('answers %s on an action with 405 JSON and Allow: POST', async (method) => {
    const response = await Promise.resolve(server.app.request(`${ORIGIN}/actions/star`, { method, headers: { Origin: ORIGIN } }));
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  });

  it('answers in JSON whatever happens, with ok: true on success', async () => {
    const response = await server.post('star', starBody, { device: DEVICE });
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ ok: true });
  });
});
