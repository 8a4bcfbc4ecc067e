import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { DsnError, parseDsn } from './monitoring/parse-dsn.ts';
import { normalizeEmail } from './accounts/normalize-email.ts';
import type { MonitoringConfig } from '../shared/monitoring.ts';

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
  /** `HALLWAY_ORGANIZERS`: comma-separated emails (normalised) made organizers when they sign up or sign in (§11). */
  readonly organizers: readonly string[];
  /**
   * What the browser SDK is told besides the DSN: `SENTRY_RELEASE` (default `hallway@<version>`),
   * `SENTRY_SAMPLE_RATE` (errors, default 1) and `SENTRY_TRACES_SAMPLE_RATE` (navigations, default 0).
   */
  readonly monitoringClient: Omit<MonitoringConfig, 'dsn'>;
  /** `PUBLIC_ORIGIN`: the origin browsers use, when a reverse proxy in front changes it (ends TLS). */
  readonly publicOrigin: string | undefined;
  /** `TRUST_PROXY`: addresses of reverse proxies whose `X-Forwarded-For` names the client. */
  readonly trustedProxies: readonly string[];
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

function parseRate(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const rate = Number(value);
  if (!/^\s*[\d.]+\s*$/.test(value) || !(rate >= 0 && rate <= 1)) throw new ConfigError(`${name} must be a number from 0 to 1, got "${value}"`);
  return rate;
}

function packageVersion(): string {
  const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return version;
}

// Checked at start-up: a typo here would otherwise silently leave someone without the organizer role.
function parseOrganizers(value: string | undefined): string[] {
  const emails = (value ?? '').split(',').map(normalizeEmail).filter((email) => email !== '');
  const bad = emails.find((email) => !/^[^\s@]+@[^\s@]+$/.test(email));
  if (bad !== undefined) throw new ConfigError(`HALLWAY_ORGANIZERS must be comma-separated email addresses, got "${bad}"`);
  return [...new Set(emails)];
}

function parsePublicOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const trimmed = value.trim().replace(/\/$/, '');
  let url: URL | undefined;
  try {
    url = new URL(trimmed);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== trimmed) {
    throw new ConfigError(`PUBLIC_ORIGIN must be a scheme and host such as https://hallway.example.org, got "${value}"`);
  }
  return url.origin;
}

function parseTrustedProxies(value: string | undefined): string[] {
  const addresses = (value ?? '').split(',').map((address) => address.trim()).filter((address) => address !== '');
  const bad = addresses.find((address) => isIP(address) === 0);
  if (bad !== undefined) throw new ConfigError(`TRUST_PROXY must be comma-separated IP addresses of your reverse proxies, got "${bad}"`);
  return addresses;
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
    organizers: parseOrganizers(env['HALLWAY_ORGANIZERS']),
    monitoringClient: {
      release: env['SENTRY_RELEASE']?.trim() || `hallway@${packageVersion()}`,
      sampleRate: parseRate('SENTRY_SAMPLE_RATE', env['SENTRY_SAMPLE_RATE'], 1),
      tracesSampleRate: parseRate('SENTRY_TRACES_SAMPLE_RATE', env['SENTRY_TRACES_SAMPLE_RATE'], 0),
    },
    publicOrigin: parsePublicOrigin(env['PUBLIC_ORIGIN']),
    trustedProxies: parseTrustedProxies(env['TRUST_PROXY']),
  };
}
