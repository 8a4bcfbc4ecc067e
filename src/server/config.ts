import { resolve } from 'node:path';
import { DsnError, parseDsn } from './monitoring/parse-dsn.ts';

/** Server settings, read from the environment once at start-up (README "Configuration"). */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Where server data lives (the store, imported schedules). */
  readonly dataDir: string;
  /** The built app (`vite build` output). */
  readonly distDir: string;
  /** `SCHEDULE`: a schedule file or URL to import at start-up; null for the stored one or the demo. */
  readonly schedule: string | null;
  /** `SCHEDULE_TIME_ZONE`: the zone of a schedule whose file names none. */
  readonly scheduleTimeZone: string | undefined;
  /** `SENTRY_DSN`: the public DSN of a Sentry-compatible service to forward error reports to. */
  readonly sentryDsn: string | undefined;
}

export class ConfigError extends Error {
  readonly code = 'config';
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 4173;
  const port = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be a port number, got "${value}"`);
  return port;
}

function parseTimeZone(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
  } catch {
    throw new ConfigError(`SCHEDULE_TIME_ZONE must be an IANA time zone such as Europe/Berlin, got "${value}"`);
  }
  return value;
}

function parseSentryDsn(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    parseDsn(value);
  } catch (error) {
    if (error instanceof DsnError) throw new ConfigError(`SENTRY_DSN: ${error.message}`);
    throw error;
  }
  return value.trim();
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: parsePort(env['PORT']),
    host: env['HOST'] || '127.0.0.1',
    dataDir: resolve(env['DATA_DIR'] || 'data'),
    distDir: resolve(env['DIST_DIR'] || 'dist'),
    schedule: env['SCHEDULE'] || null,
    scheduleTimeZone: parseTimeZone(env['SCHEDULE_TIME_ZONE']),
    sentryDsn: parseSentryDsn(env['SENTRY_DSN']),
  };
}
