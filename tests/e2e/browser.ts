import { existsSync, readFileSync } from 'node:fs';

/** Debian's Chromium, or the browser named by CHROME_PATH; nothing here downloads a browser. */
export function chromiumPath(): string {
  const path = process.env['CHROME_PATH'] || '/usr/bin/chromium';
  if (!existsSync(path)) throw new Error(`No Chromium at ${path}: install Debian's chromium or set CHROME_PATH.`);
  return path;
}

/** Flags for running as root on a machine with no network but loopback (shared with Lighthouse). */
export const CHROMIUM_ARGS: string[] = JSON.parse(readFileSync(new URL('../chromium-flags.json', import.meta.url), 'utf8')) as string[];
