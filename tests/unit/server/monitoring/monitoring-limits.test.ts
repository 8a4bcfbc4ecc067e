import { beforeEach, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { createMonitoringRoutes, type MonitoringRoutesOptions } from '../../../../src/server/monitoring/monitoring-routes.ts';
import { reportTotals } from '../../../../src/server/monitoring/report-cap.ts';
import { REPORT_BYTES_PER_ADDRESS, REPORT_INTAKE_WINDOW_MS, REPORTS_PER_ADDRESS } from '../../../../src/server/monitoring/report-throttle.ts';
import { type Store } from '../../../../src/server/store/open-store.ts';
import { BODY_LIMIT_BYTES } from '../../../../src/shared/constants.ts';
import { eventEnvelope, eventEnvelopeWithoutId, LOCAL_DSN, paddedEventEnvelope } from './envelopes.ts';
import { openTestStore } from '../test-store.ts';

const ADDRESS = '203.0.113.7';
const START = Date.parse('2026-02-01T10:00:00.000Z');
const MINUTE = 60 * 1000;

let store: Store;
let clock: number;

/** The routes with a client address read from a test header, as TRUST_PROXY's `X-Forwarded-For` would give it. */
function appWith(options: Partial<MonitoringRoutesOptions> = {}): Hono {
  const routes = createMonitoringRoutes({ store, dsn: LOCAL_DSN, now: () => new Date(clock), clientAddress: (c) => c.req.header('X-Test-Address') ?? null, ...options });
  return new Hono().route('/monitoring', routes);
}

let app: Hono;

beforeEach(async () => {
  store = await openTestStore();
  clock = START;
  app = appWith();
});

async function post(body: string, address: string | null = ADDRESS, target = app): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'text/plain;charset=UTF-8', ...(address === null ? {} : { 'X-Test-Address': address }) };
  return await target.request('/monitoring', { method: 'POST', headers, body });
}

const statuses = (responses: readonly Response[]) => responses.map((response) => response.status);
const storedBytes = async () =>
  Number(
    (
      await store
        .selectFrom('reports')
        .select((eb) => eb.fn.sum<number>(eb.fn('octet_length', ['raw'])).as('n'))
        .executeTakeFirstOrThrow()
    ).n ?? 0,
  );
const storedCount = async () =>
  Number(
    (
      await store
        .selectFrom('reports')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const storedMessages = async () => (await store.selectFrom('reports').select('message').orderBy('id').execute()).map((row) => row.message ?? '');

// Hundreds of posts each, some of 1 MiB: more than the default 5 s on a busy machine.
describe('POST /monitoring per client address', { timeout: 60_000 }, () => {
  it(`refuses 1 MiB envelopes past ${REPORT_BYTES_PER_ADDRESS} bytes in 10 minutes with 429 and Retry-After, so 200 of them store at most that`, async () => {
    const responses: Response[] = [];
    for (let index = 0; index < 200; index += 1) responses.push(await post(paddedEventEnvelope(BODY_LIMIT_BYTES)));
    const accepted = REPORT_BYTES_PER_ADDRESS / BODY_LIMIT_BYTES;
    expect(statuses(responses)).toEqual([...Array<number>(accepted).fill(200), ...Array<number>(200 - accepted).fill(429)]);
    const refused = responses.at(-1) as Response;
    expect(refused.headers.get('Retry-After')).toBe(String(REPORT_INTAKE_WINDOW_MS / 1000));
    expect(refused.headers.get('Content-Type')).toMatch(/json/);
    expect(await refused.json()).toEqual({ error: 'too-many-reports', message: expect.any(String) });
    expect(await storedCount()).toBe(accepted);
    expect(await storedBytes()).toBeLessThanOrEqual(REPORT_BYTES_PER_ADDRESS);
  });

  it('accepts a burst of 200 small envelopes from one address, as a device draining its offline queue at 10 a second', async () => {
    const responses: Response[] = [];
    for (let index = 0; index < 200; index += 1) {
      responses.push(await post(eventEnvelope()));
      clock += 100;
    }
    expect(statuses(responses)).toEqual(Array<number>(200).fill(200));
    expect(await storedCount()).toBe(200);
  });

  it(`refuses envelope ${REPORTS_PER_ADDRESS + 1} in 10 minutes, however small, until the oldest stops counting`, async () => {
    for (let index = 0; index < REPORTS_PER_ADDRESS; index += 1) expect((await post(eventEnvelope())).status).toBe(200);
    clock += 4 * MINUTE;
    const refused = await post(eventEnvelope());
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe(String(6 * 60));
    // Another address behind another network is not held up.
    expect((await post(eventEnvelope(), '198.51.100.1')).status).toBe(200);
    clock += 6 * MINUTE;
    expect((await post(eventEnvelope())).status).toBe(200);
    expect(await storedCount()).toBe(REPORTS_PER_ADDRESS + 2);
  });

  it('counts the envelopes refused for their DSN or content too, before anything is parsed', async () => {
    for (let index = 0; index < REPORTS_PER_ADDRESS; index += 1) await post(eventEnvelope({ dsn: 'http://key@elsewhere.example/9' }));
    expect((await post(eventEnvelope())).status).toBe(429);
    expect(await storedCount()).toBe(0);
  });

  it('cannot be outrun by parallel posts', async () => {
    const large = await Promise.all(Array.from({ length: 40 }, () => post(paddedEventEnvelope(BODY_LIMIT_BYTES))));
    expect(statuses(large).filter((status) => status === 200)).toHaveLength(REPORT_BYTES_PER_ADDRESS / BODY_LIMIT_BYTES);
    clock += REPORT_INTAKE_WINDOW_MS;
    const small = await Promise.all(Array.from({ length: REPORTS_PER_ADDRESS + 50 }, () => post(eventEnvelope())));
    expect(statuses(small).filter((status) => status === 200)).toHaveLength(REPORTS_PER_ADDRESS);
    expect(statuses(small).filter((status) => status === 429)).toHaveLength(50);
  });

  it('does not limit a request whose address is unknown', async () => {
    const accepted = REPORT_BYTES_PER_ADDRESS / BODY_LIMIT_BYTES + 4;
    for (let index = 0; index < accepted; index += 1) expect((await post(paddedEventEnvelope(BODY_LIMIT_BYTES), null)).status).toBe(200);
    expect(await storedCount()).toBe(accepted);
  });

  it('forgets what no longer counts, so the bookkeeping stays as small as the window', async () => {
    for (let index = 0; index < 50; index += 1) await post(eventEnvelope(), `198.51.100.${index}`);
    clock += REPORT_INTAKE_WINDOW_MS;
    await post(eventEnvelope());
    expect(await store.selectFrom('report_intake').selectAll().execute()).toHaveLength(1);
  });
});

describe('the size cap on stored reports (REPORTS_MAX_BYTES)', () => {
  const SIZE = 2_000;

  it('prunes the oldest reports to make room, and counts what it dropped', async () => {
    const capped = appWith({ maxStoredBytes: 3 * SIZE + 10 });
    for (let index = 0; index < 5; index += 1) {
      const body = paddedEventEnvelope(SIZE).replace('"message":"x', `"message":"${index}`);
      expect((await post(body, ADDRESS, capped)).status).toBe(200);
    }
    expect((await storedMessages()).map((message) => message[0])).toEqual(['2', '3', '4']);
    expect(await storedBytes()).toBeLessThanOrEqual(3 * SIZE + 10);
    expect(await reportTotals(store)).toEqual({ storedBytes: 3 * SIZE, dropped: 2 });
  });

  it('keeps the stored bytes under the cap whatever the addresses', async () => {
    const capped = appWith({ maxStoredBytes: 4 * BODY_LIMIT_BYTES });
    for (let index = 0; index < 12; index += 1) await post(paddedEventEnvelope(BODY_LIMIT_BYTES), null, capped);
    expect(await storedBytes()).toBe(4 * BODY_LIMIT_BYTES);
    expect((await reportTotals(store)).dropped).toBe(8);
  });

  it('refuses a single envelope larger than the cap with 413 and keeps what was stored', async () => {
    const capped = appWith({ maxStoredBytes: SIZE });
    expect((await post(paddedEventEnvelope(SIZE), ADDRESS, capped)).status).toBe(200);
    const response = await post(paddedEventEnvelope(SIZE + 1), ADDRESS, capped);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'too-large' });
    expect(await reportTotals(store)).toEqual({ storedBytes: SIZE, dropped: 0 });
  });
});

describe('envelopes without an event id', () => {
  it('stores a repeat of the same bytes once and still answers 200', async () => {
    let stored = 0;
    const counting = appWith({ onStored: () => (stored += 1) });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await post(eventEnvelopeWithoutId('Boom'), ADDRESS, counting)).status).toBe(200);
    expect(await storedMessages()).toEqual(['Boom']);
    expect(stored).toBe(1);
  });

  it('stores different envelopes without an event id each', async () => {
    await post(eventEnvelopeWithoutId('Boom'));
    await post(eventEnvelopeWithoutId('Bang'));
    expect(await storedMessages()).toEqual(['Boom', 'Bang']);
  });
});
