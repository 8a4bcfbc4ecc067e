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
      databaseUrl: undefined,
      distDir: resolve('dist'),
      schedule: null,
      scheduleTimeZone: undefined,
      monitoringClient: { release: `hallway@${version}`, sampleRate: 1, tracesSampleRate: 0 },
      publicOrigin: undefined,
      allowedHosts: [],
      trustedProxies: [],
      reportsMaxBytes: 256 * 1024 * 1024,
    });
  });

  it('reads DATABASE_URL as a PostgreSQL URL and refuses anything else', () => {
    expect(readConfig({ DATABASE_URL: ' postgres://hallway:secret@db.internal:5432/hallway ' }).databaseUrl).toBe('postgres://hallway:secret@db.internal:5432/hallway');
    expect(readConfig({ DATABASE_URL: 'postgresql://db/hallway?host=/run/postgresql' }).databaseUrl).toBe('postgresql://db/hallway?host=/run/postgresql');
    expect(readConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    for (const value of ['mysql://db/hallway', 'db.internal:5432', 'sqlite:///data/hallway.sqlite']) {
      expect(() => readConfig({ DATABASE_URL: value })).toThrow(ConfigError);
    }
  });

  it('reads REPORTS_MAX_BYTES as a whole number of bytes', () => {
    expect(readConfig({ REPORTS_MAX_BYTES: ' 1048576 ' }).reportsMaxBytes).toBe(1048576);
    for (const value of ['0', '-1', '1.5', '256MiB', '1e9']) {
      expect(() => readConfig({ REPORTS_MAX_BYTES: value })).toThrow(`REPORTS_MAX_BYTES must be a whole number of bytes, such as 268435456 for 256 MiB, got "${value}"`);
    }
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
    const config = readConfig({ PORT: '8080', HOST: '0.0.0.0', DATA_DIR: '/srv/hallway', PUBLIC_ORIGIN: 'https://hallway.example.org' });
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', dataDir: '/srv/hallway' });
  });

  it('reads ALLOWED_HOSTS as host names, a port where given, lower-cased and without repeats', () => {
    expect(readConfig({ ALLOWED_HOSTS: ' Hallway.example.org, 10.0.0.5:4173,,[::1]:8080, hallway.example.org ' }).allowedHosts).toEqual([
      'hallway.example.org',
      '10.0.0.5:4173',
      '[::1]:8080',
    ]);
  });

  it.each(['https://hallway.example.org', 'hallway.example.org/app', '*', 'hallway.example.org:99999', 'hallway.example.org:', 'hall way.example.org', '::1', '[:::1]'])(
    'rejects ALLOWED_HOSTS=%j with a clear error',
    (value) => {
      expect(() => readConfig({ ALLOWED_HOSTS: value })).toThrow(
        `ALLOWED_HOSTS must be comma-separated host names, each with a port or not (hallway.example.org,10.0.0.5:4173), got "${value}"`,
      );
    },
  );

  // Without them, any Host would be answered (and written into links) on a network interface.
  it.each(['0.0.0.0', '::', '192.168.1.20', 'hallway.example.org'])('refuses HOST=%j without PUBLIC_ORIGIN or ALLOWED_HOSTS', (host) => {
    expect(() => readConfig({ HOST: host })).toThrow(ConfigError);
    expect(() => readConfig({ HOST: host })).toThrow(`Serving beyond loopback (HOST=${host}) needs PUBLIC_ORIGIN=https://your.host (or ALLOWED_HOSTS=host1,host2).`);
  });

  it('serves beyond loopback with PUBLIC_ORIGIN or ALLOWED_HOSTS', () => {
    expect(readConfig({ HOST: '0.0.0.0', PUBLIC_ORIGIN: 'https://hallway.example.org' }).host).toBe('0.0.0.0');
    expect(readConfig({ HOST: '::', ALLOWED_HOSTS: 'hallway.example.org' }).host).toBe('::');
  });

  it.each(['127.0.0.1', '127.1.2.3', '::1', 'localhost', 'LOCALHOST'])('listens on loopback HOST=%j with neither', (host) => {
    expect(readConfig({ HOST: host }).host).toBe(host);
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
