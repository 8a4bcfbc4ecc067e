import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../../../src/server/accounts/common-passwords.ts';

describe('isCommonPassword', () => {
  it.each(['1234567890', 'password123', 'qwertyuiop', 'Password123', 'QWERTYUIOP', '1q2w3e4r5t', 'iloveyou123', 'hallway123'])('knows %j', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['correct horse battery', 'x7#kq!mz2v', 'password1234567'])('lets %j through', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
