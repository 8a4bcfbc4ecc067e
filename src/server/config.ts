import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { DsnError, parseDsn } from './monitoring/parse-dsn.ts';
import { DEFAULT_REPORTS_MAX_BYTES } from './monitoring/report-cap.ts';
import type { MonitoringConfig } from '../shared/monitoring.ts';
import { isLoopbackHost } from './require-allowed-host.ts';

/** Server settings, read from the environment once at start-up (README "Configuration"). */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Where server data lives (the store, imported schedules). */
  readonly dataDir: string;
  /** `DATABASE_URL` (`postgres://…`): the store on PostgreSQL, shared by every instance; unset, SQLite under DATA_DIR. */
  readonly databaseUrl: string | undefined;
  /** The built app (`vite build` output). */
  readonly distDir: string;
  /** `SCHEDULE`: a schedule file or URL to import at start-up; null for the stored one or the demo. */
  readonly schedule: string | null;
  /** `SCHEDULE_TIME_ZONE`: the zone of a schedule whose file names none. */
  readonly scheduleTimeZone: string | undefined;
  /** `SENTRY_DSN`: the public DSN of a Sentry-compatible service to forward error reports to. */
  readonly sentryDsn: string | undefined;
  /**
   * What the browser SDK is told besides the DSN: `SENTRY_RELEASE` (default `hallway@<version>`),
   * `SENTRY_SAMPLE_RATE` (errors, default 1) and `SENTRY_TRACES_SAMPLE_RATE` (navigations, default 0).
   */
  readonly monitoringClient: Omit<MonitoringConfig, 'dsn'>;
  /** `PUBLIC_ORIGIN`: the origin browsers use, when a reverse proxy in front changes it (ends TLS). */
  readonly publicOrigin: string | undefined;
  /** `ALLOWED_HOSTS`: host names (`name` or `name:port`) requests may name besides PUBLIC_ORIGIN's (require-allowed-host.ts). */
  readonly allowedHosts: readonly string[];
  /** `TRUST_PROXY`: addresses of reverse proxies whose `X-Forwarded-For` names the client. */
  readonly trustedProxies: readonly string[];
  /** `REPORTS_MAX_BYTES`: the raw error-report envelopes kept at most; the oldest are pruned (§15). */
  readonly reportsMaxBytes: number;
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

// A name or IP address (IPv6 in brackets), then a port or not: what a `Host` header holds.
const HOST_ENTRY = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

function parseAllowedHosts(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  const bad = entries.find((entry) => {
    const match = HOST_ENTRY.exec(entry);
    return !match || Number(match[1] ?? 0) > 65535 || !URL.canParse(`http://${entry}`);
  });
  if (bad !== undefined) {
    throw new ConfigError(`ALLOWED_HOSTS must be comma-separated host names, each with a port or not (hallway.example.org,10.0.0.5:4173), got "${bad}"`);
  }
  return [...new Set(entries)];
}

// Beyond loopback any `Host` would reach the app: it must be told which are its own (§15).
function checkReachable({ host, publicOrigin, allowedHosts }: ServerConfig): void {
  if (isLoopbackHost(host) || publicOrigin !== undefined || allowedHosts.length > 0) return;
  throw new ConfigError(`Serving beyond loopback (HOST=${host}) needs PUBLIC_ORIGIN=https://your.host (or ALLOWED_HOSTS=host1,host2).`);
}

function parseTrustedProxies(value: string | undefined): string[] {
  const addresses = (value ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '');
  const bad = addresses.find((address) => isIP(address) === 0);
  if (bad !== undefined) throw new ConfigError(`TRUST_PROXY must be comma-separated IP addresses of your reverse proxies, got "${bad}"`);
  return addresses;
}

function parseDatabaseUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const url = URL.canParse(value.trim()) ? new URL(value.trim()) : null;
  if (url === null || (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')) {
    throw new ConfigError('DATABASE_URL must be a PostgreSQL URL such as postgres://hallway:secret@db.internal:5432/hallway (unset, the store is SQLite under DATA_DIR)');
  }
  return value.trim();
}

function parseReportsMaxBytes(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_REPORTS_MAX_BYTES;
  const bytes = /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(bytes) || bytes < 1) throw new ConfigError(`REPORTS_MAX_BYTES must be a whole number of bytes, such as 268435456 for 256 MiB, got "${value}"`);
  return bytes;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const config: ServerConfig = {
    port: parsePort(env['PORT']),
    host: env['HOST'] || '127.0.0.1',
    dataDir: resolve(env['DATA_DIR'] || 'data'),
    databaseUrl: parseDatabaseUrl(env['DATABASE_URL']),
    distDir: resolve(env['DIST_DIR'] || 'dist'),
    schedule: env['SCHEDULE'] || null,
    scheduleTimeZone: parseTimeZone(env['SCHEDULE_TIME_ZONE']),
    sentryDsn: parseSentryDsn(env['SENTRY_DSN']),
    monitoringClient: {
      release: env['SENTRY_RELEASE']?.trim() || `hallway@${packageVersion()}`,
      sampleRate: parseRate('SENTRY_SAMPLE_RATE', env['SENTRY_SAMPLE_RATE'], 1),
      tracesSampleRate: parseRate('SENTRY_TRACES_SAMPLE_RATE', env['SENTRY_TRACES_SAMPLE_RATE'], 0),
    },
    publicOrigin: parsePublicOrigin(env['PUBLIC_ORIGIN']),
    allowedHosts: parseAllowedHosts(env['ALLOWED_HOSTS']),
    trustedProxies: parseTrustedProxies(env['TRUST_PROXY']),
    reportsMaxBytes: parseReportsMaxBytes(env['REPORTS_MAX_BYTES']),
  };
  checkReachable(config);
  return config;
}
