/**
 * Error reporting (DESIGN §8): what the app and the server agree on. The browser SDK posts every
 * envelope to the same-origin tunnel; `GET` on the same path tells the app which DSN and release to use.
 */

/** The Sentry `tunnel`: envelopes are posted here, and `GET` answers the MonitoringConfig. */
export const MONITORING_PATH = '/monitoring';

/**
 * The DSN of the embedded sink, used when `SENTRY_DSN` is not set. Nothing is ever sent to its
 * host: the SDK posts to the tunnel, and the server accepts envelopes naming this project only.
 */
export const DEFAULT_LOCAL_DSN = 'http://hallway@localhost/1';

/** Error reports the browser keeps while offline; on overflow the oldest go and are counted. */
export const REPORT_QUEUE_LIMIT = 200;

export interface MonitoringConfig {
  /** The public DSN every envelope must name (`SENTRY_DSN`, else DEFAULT_LOCAL_DSN). */
  readonly dsn: string;
  readonly release: string;
  /** Share of error events sent, 0–1 (`SENTRY_SAMPLE_RATE`, default 1). */
  readonly sampleRate: number;
  /** Share of navigations traced, 0–1 (`SENTRY_TRACES_SAMPLE_RATE`, default 0). */
  readonly tracesSampleRate: number;
}

const isRate = (value: unknown): value is number => typeof value === 'number' && value >= 0 && value <= 1;

export function isMonitoringConfig(value: unknown): value is MonitoringConfig {
  const config = value as Partial<MonitoringConfig> | null;
  return typeof config?.dsn === 'string' && typeof config.release === 'string' && isRate(config.sampleRate) && isRate(config.tracesSampleRate);
}
