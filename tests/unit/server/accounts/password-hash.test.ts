import { describe, expect, it } from 'vitest';
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from '../../../../src/server/accounts/password-hash.ts';
import { FAST_SCRYPT } from '../fixtures/accounts-app.ts';

describe('hashPassword', () => {
  it('uses scrypt with N = 2^15, r = 8, p = 1 by default and says so in the hash', async () => {
    expect(SCRYPT_PARAMS).toEqual({ N: 32768, r: 8, p: 1 });
    const hash = await hashPassword('correct horse battery');
    const [scheme, n, r, p, salt, key] = hash.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(64);
  });

  it('salts every hash: the same password never gives the same hash twice', async () => {
    expect(await hashPassword('correct horse battery', FAST_SCRYPT)).not.toBe(await hashPassword('correct horse battery', FAST_SCRYPT));
  });
});

describe('verifyPassword', () => {
  it('accepts the right password at the real cost', async () => {
    expect(await verifyPassword('correct horse battery', await hashPassword('correct horse battery'))).toBe(true);
  });

  it.each(['correct horse batterY', 'correct horse battery ', '', 'wrong'])('refuses the wrong password %j', async (wrong) => {
    expect(await verifyPassword(wrong, await hashPassword('correct horse battery', FAST_SCRYPT))).toBe(false);
  });

  it('reads the cost from the stored hash, so hashes made with older parameters keep verifying', async () => {
    const cheaper = await hashPassword('correct horse battery', { N: 2 ** 11, r: 8, p: 2 });
    expect(cheaper.startsWith('scrypt$2048$8$2$')).toBe(true);
    expect(await verifyPassword('correct horse battery', cheaper)).toBe(true);
  });

  it('treats the same characters written in another Unicode form as the same password', async () => {
    const composed = 'café crème brûlée';
    expect(await verifyPassword(composed.normalize('NFD'), await hashPassword(composed.normalize('NFC'), FAST_SCRYPT))).toBe(true);
  });

  it.each([
    ['another scheme', 'bcrypt$2b$10$abc'],
    ['missing parts', 'scrypt$1024$8$1$c2FsdA=='],
    ['a cost that is not a power of two', 'scrypt$1000$8$1$c2FsdA==$a2V5'],
    ['a cost too large to run', `scrypt$${2 ** 24}$8$1$c2FsdA==$a2V5`],
    ['an empty key', 'scrypt$1024$8$1$c2FsdA==$'],
    ['nothing', ''],
  ])('answers false, never throws, for a stored hash with %s', async (_, stored) => {
    expect(await verifyPassword('correct horse battery', stored)).toBe(false);
  });
});
