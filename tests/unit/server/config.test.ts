import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../../src/server/config.ts';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

describe('readConfig', () => {
  it('has defaults for an empty environment', () => {
    expect(readConfig({})).toEqual({
      port: 4173,
      host: '127.0.0.1',
      dataDir: resolve('data'),
      distDir: resolve('dist'),
      schedule: null,
      scheduleTimeZone: undefined,
      organizers: [],
      monitoringClient: { release: `hallway@${version}`, sampleRate: 1, tracesSampleRate: 0 },
      publicOrigin: undefined,
      trustedProxies: [],
    });
  });

  it('reads PUBLIC_ORIGIN as an origin, a trailing slash allowed', () => {
    expect(readConfig({ PUBLIC_ORIGIN: 'https://hallway.example.org/' }).publicOrigin).toBe('https://hallway.example.org');
    expect(readConfig({ PUBLIC_ORIGIN: 'http://localhost:8080' }).publicOrigin).toBe('http://localhost:8080');
  });

  it.each(['hallway.example.org', 'https://hallway.example.org/app', 'ftp://hallway.example.org', 'https://hallway.example.org?x=1'])(
    'rejects PUBLIC_ORIGIN=%j with a clear error',
    (value) => {
      expect(() => readConfig({ PUBLIC_ORIGIN: value })).toThrow(`PUBLIC_ORIGIN must be a scheme and host such as https://hallway.example.org, got "${value}"`);
    },
  );

  it('reads TRUST_PROXY as IP addresses and refuses anything else', () => {
    expect(readConfig({ TRUST_PROXY: '127.0.0.1, ::1' }).trustedProxies).toEqual(['127.0.0.1', '::1']);
    expect(() => readConfig({ TRUST_PROXY: '127.0.0.1,proxy.internal' })).toThrow('TRUST_PROXY must be comma-separated IP addresses of your reverse proxies, got "proxy.internal"');
  });

  it('reads the error-reporting settings the app is given', () => {
    expect(readConfig({ SENTRY_RELEASE: 'hallway@2026.1', SENTRY_SAMPLE_RATE: '0.25', SENTRY_TRACES_SAMPLE_RATE: '1' }).monitoringClient).toEqual({
      release: 'hallway@2026.1',
      sampleRate: 0.25,
      tracesSampleRate: 1,
    });
  });

  it.each(['1.5', '-0.1', 'half', '0x1'])('rejects SENTRY_SAMPLE_RATE=%j with a clear error', (rate) => {
    expect(() => readConfig({ SENTRY_SAMPLE_RATE: rate })).toThrow(`SENTRY_SAMPLE_RATE must be a number from 0 to 1, got "${rate}"`);
  });

  it('reads SCHEDULE and checks SCHEDULE_TIME_ZONE', () => {
    expect(readConfig({ SCHEDULE: 'conf.xml', SCHEDULE_TIME_ZONE: 'Europe/Brussels' })).toMatchObject({ schedule: 'conf.xml', scheduleTimeZone: 'Europe/Brussels' });
    expect(() => readConfig({ SCHEDULE_TIME_ZONE: 'Mars/Olympus' })).toThrow(/SCHEDULE_TIME_ZONE.*Mars\/Olympus/);
  });

  it('treats empty values as unset', () => {
    expect(readConfig({ PORT: '', HOST: '', DATA_DIR: '' })).toEqual(readConfig({}));
  });

  it('reads PORT, HOST and DATA_DIR', () => {
    const config = readConfig({ PORT: '8080', HOST: '0.0.0.0', DATA_DIR: '/srv/hallway' });
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', dataDir: '/srv/hallway' });
  });

  it('resolves a relative DATA_DIR against the working directory', () => {
    expect(readConfig({ DATA_DIR: 'store' }).dataDir).toBe(resolve(process.cwd(), 'store'));
  });

  it.each(['abc', '80.5', '-1', '65536', '8080abc'])('rejects PORT=%j with a clear error', (port) => {
    expect(() => readConfig({ PORT: port })).toThrow(ConfigError);
    expect(() => readConfig({ PORT: port })).toThrow(`PORT must be a port number, got "${port}"`);
  });

  // Number() reads these as 80, 1000 and 0 (a random port): they must not pass silently.
  it.each(['0x50', '1e3', ' '])('rejects PORT=%j, which is not a plain decimal number', (port) => {
    expect(() => readConfig({ PORT: port })).toThrow(ConfigError);
  });
});
