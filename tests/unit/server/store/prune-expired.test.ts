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
import { sqlite, openStore, type Store } from '../../../../src/server/store/open-store.ts';
import { pruneExpired, startPruning } from '../../../../src/server/store/prune-expired.ts';
import { CANDIDATE_LIFETIME_MS, saveCandidate } from '../../../../src/server/store/schedule-candidates.ts';
import { SAMPLE_SCHEDULE } from '../fixtures/sample-schedule.ts';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

const count = (store: Store, table: string) => (sqlite(store).prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

function storeWithUser(): { store: Store; userId: number } {
  const store = openStore(':memory:');
  const user = createUser(store, { email: 'ada@example.org', passwordHash: 'scrypt$test', role: 'attendee', now: ago(60 * DAY) });
  if (!user) throw new Error('The user was not created.');
  return { store, userId: user.id };
}

const remember = (store: Store, key: string, appliedAt: Date) => applyOnce(store, { owner: 'user:1', key, action: 'star', now: appliedAt }, () => undefined);

describe('pruneExpired', () => {
  it('deletes sessions that expired or were revoked, keeps the ones that still sign in, and counts them', async () => {
    const { store, userId } = storeWithUser();
    const expired = createSession(store, userId, ago(SESSION_LIFETIME_MS + 1000));
    const expiringNow = createSession(store, userId, ago(SESSION_LIFETIME_MS));
    createSession(store, userId, ago(MINUTE));
    const revoked = findViewer(store, createSession(store, userId, ago(MINUTE)).token, NOW);
    revokeSession(store, revoked?.sessionId ?? 0, NOW);
    const valid = createSession(store, userId, ago(SESSION_LIFETIME_MS - 1000));

    expect(await pruneExpired(store, NOW)).toEqual({ sessions: 3, idempotencyKeys: 0, attempts: 0, idleDeviceRows: 0, knownDevices: 0, invites: 0, scheduleCandidates: 0 });
    expect(count(store, 'sessions')).toBe(2);
    expect(findViewer(store, valid.token, NOW)).not.toBeNull();
    expect(findViewer(store, expired.token, NOW)).toBeNull();
    expect(findViewer(store, expiringNow.token, NOW)).toBeNull();
  });

  it('forgets idempotency keys applied more than 30 days ago and remembers newer ones', async () => {
    const { store } = storeWithUser();
    remember(store, 'old', ago(IDEMPOTENCY_KEY_LIFETIME_MS + DAY));
    remember(store, 'just-old-enough', ago(IDEMPOTENCY_KEY_LIFETIME_MS));
    remember(store, 'almost-old', ago(IDEMPOTENCY_KEY_LIFETIME_MS - 1000));
    remember(store, 'new', NOW);

    expect(await pruneExpired(store, NOW)).toEqual({ sessions: 0, idempotencyKeys: 2, attempts: 0, idleDeviceRows: 0, knownDevices: 0, invites: 0, scheduleCandidates: 0 });
    expect(['old', 'just-old-enough', 'almost-old', 'new'].filter((key) => wasApplied(store, 'user:1', key))).toEqual(['almost-old', 'new']);
  });

  it('deletes sign-in and sign-up attempts older than their window and keeps the ones still counting', async () => {
    const { store } = storeWithUser();
    // Recorded in the order they happened; only attempts still counting are kept in between.
    recordSignInAttempt(store, { email: 'ada@example.org', address: '203.0.113.7' }, ago(SIGN_IN_WINDOW_MS + MINUTE));
    recordSignUpAttempt(store, '203.0.113.7', ago(SIGN_UP_WINDOW_MS + MINUTE));
    for (let i = 0; i < 5; i += 1) recordSignInAttempt(store, { email: 'bo@example.org', address: '198.51.100.1' }, ago(SIGN_IN_WINDOW_MS - MINUTE));
    recordSignUpAttempt(store, '198.51.100.1', ago(2 * MINUTE));
    expect(count(store, 'throttle_attempts')).toBe(8);

    expect(await pruneExpired(store, NOW)).toEqual({ sessions: 0, idempotencyKeys: 0, attempts: 2, idleDeviceRows: 0, knownDevices: 0, invites: 0, scheduleCandidates: 0 });
    expect(count(store, 'throttle_attempts')).toBe(6);
    // The failures still counting still limit bo's sign-in, for the minute they have left.
    expect(signInRetryAfter(store, { email: 'bo@example.org', address: null }, NOW)).toBe(60);
  });

  it('forgets the stars, feedback and keys of devices idle for 90 days, and keeps those of active devices and accounts', async () => {
    const { store } = storeWithUser();
    expect(DEVICE_IDLE_LIFETIME_MS).toBe(90 * DAY);
    const idle = 'device:00000000-0000-4000-8000-000000000001';
    const starredLongAgo = 'device:00000000-0000-4000-8000-000000000002';
    const replayedLately = 'device:00000000-0000-4000-8000-000000000003';
    const almostIdle = 'device:00000000-0000-4000-8000-000000000004';
    const star = (owner: string, eventId: string, at: Date) => saveStar(store, owner, { eventId, starred: true, at: at.toISOString() });
    const rate = (owner: string, eventId: string, at: Date) => saveFeedback(store, owner, { eventId, rating: 4, comment: '', at: at.toISOString() });
    // Idle: its latest row is exactly 90 days old.
    star(idle, '12', ago(DEVICE_IDLE_LIFETIME_MS + DAY));
    rate(idle, '12', ago(DEVICE_IDLE_LIFETIME_MS));
    // Active: old stars, but feedback 10 days ago; or old rows, but a key applied today.
    star(starredLongAgo, '12', ago(DEVICE_IDLE_LIFETIME_MS + DAY));
    rate(starredLongAgo, '41', ago(10 * DAY));
    star(replayedLately, '12', ago(DEVICE_IDLE_LIFETIME_MS + DAY));
    applyOnce(store, { owner: replayedLately, key: 'late replay', action: 'star', now: NOW }, () => undefined);
    star(almostIdle, '12', ago(DEVICE_IDLE_LIFETIME_MS - 1000));
    // An account's rows are never idle: they are what the account has.
    star('user:1', '12', ago(2 * DEVICE_IDLE_LIFETIME_MS));

    expect(await pruneExpired(store, NOW)).toEqual({ sessions: 0, idempotencyKeys: 0, attempts: 0, idleDeviceRows: 2, knownDevices: 0, invites: 0, scheduleCandidates: 0 });
    expect(sqlite(store).prepare('SELECT DISTINCT owner FROM stars ORDER BY owner').all()).toEqual(
      [starredLongAgo, replayedLately, almostIdle, 'user:1'].sort().map((owner) => ({ owner })),
    );
    expect(sqlite(store).prepare('SELECT owner FROM feedback').all()).toEqual([{ owner: starredLongAgo }]);
    expect(wasApplied(store, replayedLately, 'late replay')).toBe(true);
  });

  it('forgets known devices 180 days after their last sign-in', async () => {
    const { store, userId } = storeWithUser();
    bindKnownDevice(store, undefined, userId, ago(KNOWN_DEVICE_LIFETIME_MS));
    bindKnownDevice(store, undefined, userId, ago(KNOWN_DEVICE_LIFETIME_MS - 1000));
    expect(await pruneExpired(store, NOW)).toEqual({ sessions: 0, idempotencyKeys: 0, attempts: 0, idleDeviceRows: 0, knownDevices: 1, invites: 0, scheduleCandidates: 0 });
    expect(count(store, 'known_devices')).toBe(1);
  });

  it('deletes checked schedules nobody published within their hour', async () => {
    const { store, userId } = storeWithUser();
    const candidate = (now: Date) =>
      saveCandidate(store, { raw: new TextEncoder().encode('{}'), source: 'schedule.json', schedule: SAMPLE_SCHEDULE, warnings: [], checkedBy: userId, now });
    candidate(ago(CANDIDATE_LIFETIME_MS + 1000));
    candidate(ago(CANDIDATE_LIFETIME_MS - 1000));
    expect(await pruneExpired(store, NOW)).toMatchObject({ scheduleCandidates: 1 });
    expect(count(store, 'schedule_candidates')).toBe(1);
  });

  it('answers zeros when nothing has expired, and deletes nothing', async () => {
    const { store, userId } = storeWithUser();
    createSession(store, userId, NOW);
    remember(store, 'new', NOW);
    recordSignUpAttempt(store, '203.0.113.7', NOW);
    expect(await pruneExpired(store, NOW)).toEqual({ sessions: 0, idempotencyKeys: 0, attempts: 0, idleDeviceRows: 0, knownDevices: 0, invites: 0, scheduleCandidates: 0 });
    expect([count(store, 'sessions'), count(store, 'idempotency_keys'), count(store, 'throttle_attempts')]).toEqual([1, 1, 1]);
  });
});

describe('startPruning', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('prunes at start-up and on every tick until stopped', () => {
    vi.useFakeTimers();
    const { store, userId } = storeWithUser();
    const clock = { now: NOW };
    const expireOne = () => createSession(store, userId, new Date(clock.now.getTime() - SESSION_LIFETIME_MS - 1000));

    expireOne();
    const stop = startPruning(store, { intervalMs: 1000, now: () => clock.now });
    expect(count(store, 'sessions')).toBe(0);

    expireOne();
    vi.advanceTimersByTime(999);
    expect(count(store, 'sessions')).toBe(1);
    vi.advanceTimersByTime(1);
    expect(count(store, 'sessions')).toBe(0);

    stop();
    expireOne();
    vi.advanceTimersByTime(5000);
    expect(count(store, 'sessions')).toBe(1);
  });

  it('logs a failed pass and tries again on the next tick', () => {
    vi.useFakeTimers();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, userId } = storeWithUser();
    let failing = true;
    const stop = startPruning(store, {
      intervalMs: 1000,
      now: () => {
        if (failing) throw new Error('clock unavailable');
        return NOW;
      },
    });
    expect(errors).toHaveBeenCalledTimes(1);

    failing = false;
    createSession(store, userId, ago(SESSION_LIFETIME_MS + 1000));
    vi.advanceTimersByTime(1000);
    expect(count(store, 'sessions')).toBe(0);
    stop();
  });
});
