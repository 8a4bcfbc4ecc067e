import { get, set, type UseStore } from 'idb-keyval';
import { DEFAULT_LOCAL_DSN, MONITORING_PATH, isMonitoringConfig, type MonitoringConfig } from '../../shared/monitoring.ts';

const CONFIG_KEY = 'config';
const CONFIG_TIMEOUT_MS = 5000;

/** Until the server has been asked once: the embedded sink's DSN, every error, no tracing. */
const FALLBACK_MONITORING_CONFIG: MonitoringConfig = { dsn: DEFAULT_LOCAL_DSN, release: 'hallway', sampleRate: 1, tracesSampleRate: 0 };

/**
 * The server's error-reporting settings (`GET /monitoring`), kept in IndexedDB so an offline
 * start reports under the same DSN and release as the last online one.
 */
export async function loadMonitoringConfig(store: UseStore, fetchImpl: typeof fetch = fetch): Promise<MonitoringConfig> {
  try {
    const response = await fetchImpl(MONITORING_PATH, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS) });
    const config: unknown = response.ok ? await response.json() : null;
    if (isMonitoringConfig(config)) {
      await set(CONFIG_KEY, config, store).catch(() => undefined);
      return config;
    }
  } catch {
    // Offline, or the server is away: the last settings seen will do.
  }
  const stored: unknown = await get(CONFIG_KEY, store).catch(() => undefined);
  return isMonitoringConfig(stored) ? stored : FALLBACK_MONITORING_CONFIG;
}
