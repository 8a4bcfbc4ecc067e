import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../../src/server/config.ts';

describe('readConfig', () => {
  it('has defaults for an empty environment', () => {
    expect(readConfig({})).toEqual({
      port: 4173,
      host: '127.0.0.1',
      dataDir: resolve('data'),
      distDir: resolve('dist'),
      schedule: null,
      scheduleTimeZone: undefined,
    });
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
