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

  it('keeps to one leading slash whatever the spelling of next (no protocol-relative path)', () => {
    expect(returnPath('/de//events/1')).toBe('/events/1');
    expect(returnPath('/en//account')).toBe('/account');
    expect(returnPath('/.//account')).toBe('/account');
    expect(returnPath('/%61ccount')).toBe('/account');
    expect(returnPath('/de//talks/1?x=1')).toBe('/talks/1?x=1');
    for (const next of ['/de//evil.example', '/en//evil.example/x', '/.//evil.example', '/de/%2F%2Fevil.example']) {
      const path = returnPath(next);
      if (path !== null) expect(path, next).toMatch(/^\/(?![/\\])/);
    }
  });
});
