import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_FAILURES_PER_EMAIL, signInRetryAfter } from '../../../../src/server/accounts/sign-in-throttle.ts';
import { MIGRATIONS } from '../../../../src/server/store/migrations.ts';
import { migrate, storeOn } from '../../../../src/server/store/open-store.ts';

describe('the throttle_attempts migration', () => {
  it('carries the sign-in failures of an older store over, still counting for 15 minutes from each', async () => {
    const store = new Database(':memory:');
    migrate(store, MIGRATIONS.slice(0, 3));
    const insert = store.prepare('INSERT INTO sign_in_failures (email, address, failed_at) VALUES (?, ?, ?)');
    for (let i = 0; i < SIGN_IN_FAILURES_PER_EMAIL; i += 1) insert.run('ada@example.org', '203.0.113.7', `2026-02-01T08:0${i}:00.000Z`);

    migrate(store);
    expect(store.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'sign_in_failures'").get()).toEqual({ n: 0 });
    expect(store.prepare('SELECT action, email, address, expires_at AS expiresAt FROM throttle_attempts ORDER BY id LIMIT 1').get()).toEqual({
      action: 'signin',
      email: 'ada@example.org',
      address: '203.0.113.7',
      expiresAt: '2026-02-01T08:15:00.000Z',
    });
    // The oldest of the five stops counting at 08:15, so at 08:10 the email waits five minutes more.
    expect(await signInRetryAfter(storeOn(store), { email: 'ada@example.org', address: null }, new Date('2026-02-01T08:10:00.000Z'))).toBe(5 * 60);
    expect(await signInRetryAfter(storeOn(store), { email: 'ada@example.org', address: null }, new Date('2026-02-01T08:15:00.000Z'))).toBeNull();
  });
});
