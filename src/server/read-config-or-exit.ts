import { ConfigError, readConfig, type ServerConfig } from './config.ts';

/** The settings, or — when one is wrong — one line saying what to set and exit code 1, no stack trace. */
export function readConfigOrExit(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  try {
    return readConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
