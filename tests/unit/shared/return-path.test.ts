import { describe, expect, it } from 'vitest';
import { returnPath } from '../../../src/shared/return-path.ts';

describe('returnPath', () => {
  it('keeps an app path with its query and hash, without the locale prefix', () => {
    expect(returnPath('/admin')).toBe('/admin');
    expect(returnPath('/admin/reports?page=2#top')).toBe('/admin/reports?page=2#top');
    expect(returnPath('/de/account')).toBe('/account');
  });

  it('refuses anything that could leave the site', () => {
    for (const next of ['//evil.example/account', '/\\evil.example', '/\t/evil.example', 'https://evil.example/account', 'javascript:alert(1)', 'account']) {
      expect(returnPath(next)).toBeNull();
    }
  });

  it('refuses no path, server paths, unknown paths and the account forms themselves', () => {
    for (const next of [null, undefined, '', '/data/account.json', '/actions/signin', '/nowhere', '/signin', '/de/signup']) {
      expect(returnPath(next)).toBeNull();
    }
  });
});
