import { describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '../../../../src/server/accounts/password-hash.ts';
import { createAccountsApp, PASSWORD } from '../fixtures/accounts-app.ts';

// The real hashing, watched: which hash each sign-in checks, and with what cost.
vi.mock('../../../../src/server/accounts/password-hash.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../src/server/accounts/password-hash.ts')>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

describe('signin timing', () => {
  it('runs scrypt at the same cost for an email without an account as for a wrong password', async () => {
    const server = await createAccountsApp();
    await server.signUp('ada@example.org');
    const verify = vi.mocked(verifyPassword);
    verify.mockClear();

    await server.post('signin', { email: 'ada@example.org', password: 'wrong horse battery' });
    await server.post('signin', { email: 'nobody@example.org', password: PASSWORD });
    expect(verify).toHaveBeenCalledTimes(2);
    const [accountHash, decoyHash] = verify.mock.calls.map(([, hash]) => hash);
    const cost = (hash: string | undefined) => hash?.split('$').slice(0, 4).join('$');
    expect(cost(accountHash)).toMatch(/^scrypt\$\d+\$8\$1$/);
    expect(cost(decoyHash)).toBe(cost(accountHash));
    expect(decoyHash).not.toBe(accountHash);
    expect(await verify.mock.results[1]?.value).toBe(false);
  });
});
