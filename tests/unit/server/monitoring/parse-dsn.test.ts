import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../../../src/server/config.ts';
import { DEFAULT_LOCAL_DSN, DsnError, isSameProject, parseDsn } from '../../../../src/server/monitoring/parse-dsn.ts';

describe('parseDsn', () => {
  it('reads the parts of a Sentry DSN', () => {
    expect(parseDsn('https://abc123@o1.ingest.sentry.io/4506')).toEqual({
      protocol: 'https',
      publicKey: 'abc123',
      host: 'o1.ingest.sentry.io',
      path: '',
      projectId: '4506',
    });
  });

  it('keeps a port and a path prefix, and ignores a secret key', () => {
    expect(parseDsn('http://key:secret@glitchtip.local:8000/sub/path/7')).toEqual({
      protocol: 'http',
      publicKey: 'key',
      host: 'glitchtip.local:8000',
      path: '/sub/path',
      projectId: '7',
    });
  });

  it('reads the local default', () => {
    expect(parseDsn(DEFAULT_LOCAL_DSN)).toMatchObject({ protocol: 'http', host: 'localhost', projectId: '1' });
  });

  it.each([
    ['not a url', /not a URL/],
    ['ftp://key@host/1', /protocol/],
    ['https://host/1', /public key/],
    ['https://key@host/', /project id/],
    ['https://key@host/abc', /project id/],
    ['https://key@host/1/', /project id/],
    ['https://key@host/1?x=1', /query/],
  ])('refuses %j with a clear error', (dsn, why) => {
    expect(() => parseDsn(dsn)).toThrow(DsnError);
    expect(() => parseDsn(dsn)).toThrow(why);
  });
});

describe('isSameProject', () => {
  const accepted = parseDsn('https://key@sentry.example.com/42');

  it('matches the exact host and project id, whatever the key', () => {
    expect(isSameProject(accepted, parseDsn('https://other@SENTRY.example.com/42'))).toBe(true);
    expect(isSameProject(accepted, parseDsn('https://key@sentry.example.com/43'))).toBe(false);
    expect(isSameProject(accepted, parseDsn('https://key@evil.example.com/42'))).toBe(false);
    expect(isSameProject(accepted, parseDsn('https://key@sentry.example.com.evil.test/42'))).toBe(false);
    expect(isSameProject(accepted, parseDsn('https://key@sentry.example.com:8443/42'))).toBe(false);
  });
});

describe('the SENTRY_DSN setting', () => {
  it('is unset by default and read when given', () => {
    expect(readConfig({}).sentryDsn).toBeUndefined();
    expect(readConfig({ SENTRY_DSN: '' }).sentryDsn).toBeUndefined();
    expect(readConfig({ SENTRY_DSN: 'https://k@sentry.example.com/42' }).sentryDsn).toBe('https://k@sentry.example.com/42');
  });

  it('stops start-up with a clear error when it is not a DSN', () => {
    expect(() => readConfig({ SENTRY_DSN: 'https://sentry.example.com/42' })).toThrow(ConfigError);
    expect(() => readConfig({ SENTRY_DSN: 'https://sentry.example.com/42' })).toThrow(/SENTRY_DSN.*public key/);
  });
});
