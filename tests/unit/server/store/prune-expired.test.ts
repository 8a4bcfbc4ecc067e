import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordSignInAttempt, SIGN_IN_WINDOW_MS, signInRetryAfter } from '../../../../src/server/accounts/sign-in-throttle.ts';
import { recordSignUpAttempt, SIGN_UP_WINDOW_MS } from '../../../../src/server/accounts/sign-up-throttle.ts';
import { createSession, findViewer, revokeSession, SESSION_LIFETIME_MS } from '../../../../src/server/accounts/session-store.ts';
import { bindKnownDevice, KNOWN_DEVICE_LIFETIME_MS } from '../../../../src/server/accounts/known-device-store.ts';
import { createUser } from '../../../../src/server/accounts/user-store.ts';
import { DEVICE_IDLE_LIFETIME_MS } from '../../../../src/server/actions/forget-idle-devices.ts';
import { saveFeedback } from '../../../../src/server/actions/feedback-store.ts';
import { applyOnce, IDEMPOTENCY_KEY_LIFETIME_MS, wasApplied } from '../../../../src/server/actions/idempotency-store.ts';
import { saveStar } from '../../../../src/server/actions/star-store.ts';
import type { Store } from '../../../../src/server/store/open-store.ts';
import { openTestStore } from '../test-store.ts';
import { pruneExpired, startPruning } from '../../../../src/server/store/prune-expired.ts';
import { CANDIDATE_LIFETIME_MS, saveCandidate } from '../../../../src/server/store/schedule-candidates.ts';
import { SAMPLE_SCHEDULE } from '../fixtures/sample-schedule.ts';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

type Table = 'sessions' | 'throttle_attempts' | 'known_devices' | 'schedule_candidates' | 'idempotency_keys';
const count = async (store: Store, table: Table) =>
  Number(
    (
      await store
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Until `check` holds, between turns of the event loop (the pruning pass is a few statements): at most 2 s. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  const deadline = performance.now() + 2000;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error('It did not happen within 2 s.');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function storeWithUser(): Promise<{ store: Store; userId: number }> {
  const store = await openTestStore();
  const user = await createUser(store, { email: 'ada@example.org', passwordHash: 'scrypt$test', role: 'attendee', now: ago(60 * DAY) });
  if (!user) throw new Error('The user was not created.');
  return { store, userId: user.id };
}

const remember = (store: Store, key: string, appliedAt: Date) => applyOnce(store, { owner: 'user:1', key, action: 'star', now: appliedAt }, async () => undefined);

describe('pruneExpired', () => {
  it('deletes sessions that expired or were revoked, keeps the ones that still sign in, and counts them', async () => {
    const { store, userId } = await storeWithUser();
    const expired = await createSession(store, userId, ago(SESSION_LIFETIME_MS + 1000));
    const expiringNow = await createSession(store, userId, ago(SESSION_LIFETIME_MS));
    await createSession(store, userId, ago(MINUTE));
    const revoked = await findViewer(store, (await createSession(store, userId, ago(MINUTE))).token, NOW);
    await revokeSession(store, revoked?.sessionId ?? 0, NOW);
    const valid = await createSession(store, userId, ago(SESSION_LIFETIME_MS - 1000));

    expect(await pruneExpired(store, NOW)).toEqual({ sessions: 3, idempotencyKeys: 0, attempts: 0, idleDeviceRows: 0, knownDevices: 0, invites: 0, scheduleCandidates: 0 });
    expect(await count(store, 'sessions')).toBe(2);
    expect(await findViewer(store, valid.token, NOW)).not.toBeNull();
    expect(await findViewer(store, expired.token, NOW)).toBeNull();
    expect(await findViewer(store, expiringNow.token, NOW)).toBeNull();
  });

  it('forgets idempotency keys applied more than 30 days ago and remembers newer ones', async () => {
    const { store } = await storeWithUser();
    await remember(store, 'old', ago(IDEMPOTENCY_KEY_LIFETIME_MS + DAY));
    await remember(store, 'just-old-enough', ago(IDEMPOTENCY_KEY_LIFETIME_MS));
    await remember(store, 'almost-old', ago(IDEMPOTENCY_KEY_LIFETIME_MS - 1000));
    await remember(store, 'new', NOW);

    expect(await pruneExpired(store, NOW)).toEqual({ sessions: 0, idempotencyKeys: 2, attempts: 0, idleDeviceRows: 0, knownDevices: 0, invites: 0, scheduleCandidates: 0 });
    const keys = ['old', 'just-old-enough', 'almost-old', 'new'];
    const applied = await Promise.all(keys.map((key) => wasApplied(store, 'user:1', key)));
    expect(keys.filter((_, i) => applied[i])).toEqual(['almost-old', 'new']);
  });

  it('deletes sign-in and sign-up attempts older than their window and keeps the ones still counting', async () => {
    const { store } = await storeWithUser();
    // Recorded in the order they happened; only attempts still counting are kept in between.
    await recordSignInAttempt(store, { email: 'ada@example.org', address: '203.0.113.7' }, ago(SIGN_IN_WINDOW_MS + MINUTE));
    await recordSignUpAttempt(store, '203.0.113.7', ago(SIGN_UP_WINDOW_MS + MINUTE));
    for (let i = 0; i < 5; i += 1) await recordSignInAttempt(store, { email: 'bo@example.org', address: '198.51.100.1' }, ago(SIGN_IN_WINDOW_MS - MINUTE));
    await recordSignUpAttempt(store, '198.51.100.1', ago(2 * MINUTE));
    expect(await count(store, 'throttle_attempts')).toBe(8);

    expect(await pruneExpired(store, NOW)).toEqual({ sessions: 0, idempotencyKeys: 0, attempts: 2, idleDeviceRows: 0, knownDevices: 0, invites: 0, scheduleCandidates: 0 });
    expect(await count(store, 'throttle_attempts')).toBe(6);
    // The failures still counting still limit bo's sign-in, for the minute they have left.
    expect(await signInRetryAfter(store, { email: 'bo@example.org', address: null }, NOW)).toBe(60);
  });

  it('forgets the stars, feedback and keys of devices idle for 90 days, and keeps those of active devices and accounts', async () => {
    const { store } = await storeWithUser();
    expect(DEVICE_IDLE_LIFETIME_MS).toBe(90 * DAY);
    const idle = 'device:00000000-0000-4000-8000-000000000001';
    const starredLongAgo = 'device:00000000-0000-4000-8000-000000000002';
    const replayedLately = 'device:00000000-0000-4000-8000-000000000003';
    const almostIdle = 'device:00000000-0000-4000-8000-000000000004';
    const star = (owner: string, eventId: string, at: Date) => saveStar(store, owner, { eventId, starred: true, at: at.toISOString() });
    const rate = (owner: string, eventId: string, at: Date) => saveFeedback(store, owner, { eventId, rating: 4, comment: '', at: at.toISOString() });
    // Idle: its latest row is exactly 90 days old.
    await star(idle, '12', ago(DEVICE_IDLE_LIFETIME_MS + DAY));
    await rate(idle, '12', ago(DEVICE_IDLE_LIFETIME_MS));
    // Active: old stars, but feedback 10 days ago; or old rows, but a key applied today.
    await star(starredLongAgo, '12', ago(DEVICE_IDLE_LIFETIME_MS + DAY));
    await rate(starredLongAgo, '41', ago(10 * DAY));
    await star(replayedLately, '12', ago(DEVICE_IDLE_LIFETIME_MS + DAY));
    await applyOnce(store, { owner: replayedLately, key: 'late replay', action: 'star', now: NOW }, async () => undefined);
    await star(almostIdle, '12', ago(DEVICE_IDLE_LIFETIME_MS - 1000));
    // An account's rows are never idle: they are what the account has.
    await star('user:1', '12', ago(2 * DEVICE_IDLE_LIFETIME_MS));

    expect(await pruneExpired(store, NOW)).toEqual({ sessions: 0, idempotencyKeys: 0, attempts: 0, idleDeviceRows: 2, knownDevices: 0, invites: 0, scheduleCandidates: 0 });
    expect(await store.selectFrom('stars').select('owner').distinct().orderBy('owner').execute()).toEqual(
      [starredLongAgo, replayedLately, almostIdle, 'user:1'].sort().map((owner) => ({ owner })),
    );
    expect(await store.selectFrom('feedback').select('owner').execute()).toEqual([{ owner: starredLongAgo }]);
    expect(await wasApplied(store, replayedLately, 'late replay')).toBe(true);
  });

  it('forgets known devices 180 days after their last sign-in', async () => {
    const { store, userId } = await storeWithUser();
    await bindKnownDevice(store, undefined, userId, ago(KNOWN_DEVICE_LIFETIME_MS));
    await bindKnownDevice(store, undefined, userId, ago(KNOWN_DEVICE_LIFETIME_MS - 1000));
    expect(await pruneExpired(store, NOW)).toEqual({ sessions: 0, idempotencyKeys: 0, attempts: 0, idleDeviceRows: 0, knownDevices: 1, invites: 0, scheduleCandidates: 0 });
    expect(await count(store, 'known_devices')).toBe(1);
  });

  it('deletes checked schedules nobody published within their hour', async () => {
    const { store, userId } = await storeWithUser();
    const candidate = (now: Date) =>
      saveCandidate(store, { raw: new TextEncoder().encode('{}'), source: 'schedule.json', schedule: SAMPLE_SCHEDULE, warnings: [], checkedBy: userId, now });
    await candidate(ago(CANDIDATE_LIFETIME_MS + 1000));
    await candidate(ago(CANDIDATE_LIFETIME_MS - 1000));
    expect(await pruneExpired(store, NOW)).toMatchObject({ scheduleCandidates: 1 });
    expect(await count(store, 'schedule_candidates')).toBe(1);
  });

  it('answers zeros when nothing has expired, and deletes nothing', async () => {
    const { store, userId } = await storeWithUser();
    await createSession(store, userId, NOW);
    await remember(store, 'new', NOW);
    await recordSignUpAttempt(store, '203.0.113.7', NOW);
    expect(await pruneExpired(store, NOW)).toEqual({ sessions: 0, idempotencyKeys: 0, attempts: 0, idleDeviceRows: 0, knownDevices: 0, invites: 0, scheduleCandidates: 0 });
    expect([await count(store, 'sessions'), await count(store, 'idempotency_keys'), await count(store, 'throttle_attempts')]).toEqual([1, 1, 1]);
  });
});

describe('startPruning', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('prunes at start-up and on every tick until stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { store, userId } = await storeWithUser();
    const clock = { now: NOW };
    const expireOne = () => createSession(store, userId, new Date(clock.now.getTime() - SESSION_LIFETIME_MS - 1000));

    await expireOne();
    const stop = startPruning(store, { intervalMs: 1000, now: () => clock.now });
    await eventually(async () => (await count(store, 'sessions')) === 0);

    await expireOne();
    vi.advanceTimersByTime(999);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await count(store, 'sessions')).toBe(1);
    vi.advanceTimersByTime(1);
    await eventually(async () => (await count(store, 'sessions')) === 0);

    stop();
    await expireOne();
    vi.advanceTimersByTime(5000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await count(store, 'sessions')).toBe(1);
  });

  it('logs a failed pass and tries again on the next tick', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, userId } = await storeWithUser();
    let failing = true;
    const stop = startPruning(store, {
      intervalMs: 1000,
      now: () => {
        if (failing) throw new Error('clock unavailable');
        return NOW;
      },
    });
    await eventually(async () => errors.mock.calls.length === 1);

    failing = false;
    await createSession(store, userId, ago(SESSION_LIFETIME_MS + 1000));
    vi.advanceTimersByTime(1000);
    await eventually(async () => (await count(store, 'sessions')) === 0);
    expect(errors).toHaveBeenCalledTimes(1);
    stop();
  });
});
